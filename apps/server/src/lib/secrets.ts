import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A secret read from the environment, or generated once and kept in the data directory (mode
 * 0600) so that tokens and encrypted data survive restarts of the embedded default.
 */
export function persistentSecret(dataDir: string, fileName: string, fromEnv: string | undefined, bytes = 48): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(bytes).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
