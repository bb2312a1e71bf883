import { randomUUID } from "node:crypto";
import { mkdir, open, rename } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const tmp = join(outboxDir, `.${name}.tmp`);
      const handle = await open(tmp, "w", 0o600);
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, join(outboxDir, name));
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
