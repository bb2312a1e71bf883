import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { maskAadhaar } from "@app/contracts";
import { persistentSecret } from "./secrets";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedAadhaar {
  /** "v1." + base64url(iv | tag | ciphertext); never contains the clear number. */
  ciphertext: string;
  /** Kept in the clear only to show the mask "XXXX XXXX 1234". */
  last4: string;
}

/**
 * Aadhaar numbers are stored only encrypted (decisions.md §3): AES-256-GCM with a random 96-bit IV.
 * The record it belongs to (e.g. "driver:<uuid>") is bound in as associated data, so a ciphertext
 * copied onto another row does not decrypt.
 */
export class AadhaarCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("The Aadhaar key must be 32 bytes");
  }

  seal(digits: string, context: string): SealedAadhaar {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const body = Buffer.concat([cipher.update(digits, "utf8"), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    return { ciphertext: `${VERSION}.${sealed}`, last4: digits.slice(-4) };
  }

  open(ciphertext: string, context: string): string {
    const [version, data] = ciphertext.split(".");
    if (version !== VERSION || !data) throw new Error("Unknown Aadhaar ciphertext format");
    const raw = Buffer.from(data, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  }

  static mask(last4: string): string {
    return maskAadhaar(last4);
  }
}

/** The key from AADHAAR_KEY, or one generated once into the data directory (mode 0600). */
export function aadhaarKey(dataDir: string, fromEnv: Buffer | undefined): Buffer {
  if (fromEnv) return fromEnv;
  const key = Buffer.from(persistentSecret(dataDir, "aadhaar-key", undefined, 32), "base64url");
  if (key.length !== 32) throw new Error(`The file ${dataDir}/aadhaar-key does not hold a 32-byte key`);
  return key;
}
