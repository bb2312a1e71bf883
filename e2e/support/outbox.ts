import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface Email {
  file: string;
  headers: Record<string, string>;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Parses a single-part .eml file as written by the server's outbox mailer. */
export function parseEml(file: string): Email {
  const raw = readFileSync(file, "utf8").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const headerText = split === -1 ? raw : raw.slice(0, split);
  const bodyText = split === -1 ? "" : raw.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of headerText.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const body =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(bodyText)
      : encoding === "base64"
        ? Buffer.from(bodyText.replace(/\s+/g, ""), "base64").toString("utf8")
        : bodyText;
  return { file, headers, body };
}

/** Emails in $DATA_DIR/outbox (finished files only), oldest first. */
export function listOutbox(dataDir: string): Email[] {
  const dir = join(dataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
    .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime || a.path.localeCompare(b.path))
    .map(({ path }) => parseEml(path));
}

/**
 * Waits for the newest email to `to` that was not in the outbox before (`seen`: files listed
 * before the action) and returns its /confirm-password link.
 */
export async function waitForPasswordLink(dataDir: string, to: string, seen: Set<string>, timeoutMs = 15_000): Promise<{ link: string; email: Email }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = listOutbox(dataDir).filter((mail) => !seen.has(mail.file) && (mail.headers.to ?? "").toLowerCase().includes(to.toLowerCase()));
    const email = fresh.at(-1);
    if (email) {
      const match = email.body.match(/https?:\/\/\S+\/confirm-password\?token=[^\s"'<>]+/);
      if (!match) throw new Error(`${email.file} holds no /confirm-password link:\n${email.body}`);
      return { link: match[0], email };
    }
    if (Date.now() > deadline) throw new Error(`No new email to ${to} in ${join(dataDir, "outbox")} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The outbox files present now, to tell new ones apart later. */
export function outboxSnapshot(dataDir: string): Set<string> {
  return new Set(listOutbox(dataDir).map((mail) => mail.file));
}
