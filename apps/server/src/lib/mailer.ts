import { randomUUID } from "node:crypto";
import { mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { renameFile, writeSynced } from "./durable-write";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A fixed Message-ID ("<id@domain>"): the same message sent again is recognised as the same (notifications). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Default mailer: each message becomes an .eml file in $DATA_DIR/outbox, written to a temporary
 * name, fsynced and renamed so a reader never sees half a message.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // The Message-IDs already in the outbox, read from the directory once (a restart after a crash
  // reads them again) and kept as messages are written: reading the whole directory on every
  // message made each send slower as the outbox grew (docs/decisions/0171).
  let kept: Promise<Set<string>> | null = null;
  const keptIds = () =>
    (kept ??= (async () => {
      await mkdir(outboxDir, { recursive: true });
      const ids = new Set<string>();
      for (const f of await readdir(outboxDir)) {
        const at = f.indexOf("Z-");
        if (!f.startsWith(".") && at > 0) ids.add(f.slice(at + 2));
      }
      return ids;
    })().catch((err: unknown) => {
      kept = null;
      throw err;
    }));
  return {
    async send(message) {
      const ids = await keptIds();
      // A message with a fixed Message-ID is kept once: sending it again (a retry after a crash) is a no-op.
      const suffix = message.messageId ? `${message.messageId.replace(/[^A-Za-z0-9@._-]/g, "")}.eml` : `${randomUUID()}.eml`;
      if (message.messageId && ids.has(suffix)) return;
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${suffix}`;
      const tmp = join(outboxDir, `.${name}.tmp`);
      await writeSynced(tmp, info.message as Buffer);
      await renameFile(tmp, join(outboxDir, name));
      if (message.messageId) ids.add(suffix);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
