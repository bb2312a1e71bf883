import { hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    // Spend comparable time so that a missing hash is not visible by timing.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
