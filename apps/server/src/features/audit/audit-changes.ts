import { shortenText } from "../../lib/text-guard";

/**
 * Old → new values of an update for the audit log (docs/decisions/0088): "Admin changed Venkat
 * Rao's phone number: 98xxxxxx12 → 97xxxxxx45". Secrets never get values (Aadhaar, passwords,
 * tokens, images and documents are named only); phones and emails are masked when the row is
 * written (`maskAuditValue`, applied by recordAudit to every key that names a phone or email,
 * whoever built the details), so no caller can store them in the clear.
 */

export interface AuditChange {
  from: string | null;
  to: string | null;
}

/** Fields whose values never go into the audit log (their names still do). */
const NO_VALUE = /password|aadha?ar|token|secret|ciphertext|image|photo|picture|document|file/i;
/** Keys whose values are masked wherever they appear in audit details. */
export const PHONE_KEY = /phone|mobile/i;
export const EMAIL_KEY = /e-?mail/i;
/** A value longer than this is cut: the audit says what changed, it is not a copy of the record. */
const MAX_VALUE = 120;

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return null;
  // By code points: a cut between the halves of an emoji leaves a lone surrogate, which the
  // audit row's jsonb refuses (docs/decisions/0229).
  return shortenText(String(value), MAX_VALUE);
}

/**
 * The changes of the named fields, from `before` to `after` (keys as in `fields`). Fields with no
 * value to show (secrets, files, nested objects) or that did not really change are left out.
 */
export function auditChanges(fields: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {};
  for (const field of fields) {
    if (NO_VALUE.test(field) || !(field in after)) continue;
    const from = text(before[field]);
    const to = text(after[field]);
    if (from === to || (typeof after[field] === "object" && after[field] !== null)) continue;
    out[field] = { from, to };
  }
  return out;
}

/** 9876543212 → 98xxxxxx12: enough to tell two numbers apart, not enough to call one. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length < 6) return "x".repeat(digits.length);
  return `${digits.slice(0, 2)}${"x".repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** venkat.rao@example.com → v***@example.com */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf("@");
  if (at < 1) return "***";
  return `${value[0]}***${value.slice(at)}`;
}

/** The masked form of a value stored under `key` (phones and emails), else the value itself. */
export function maskAuditValue(key: string, value: string): string {
  if (PHONE_KEY.test(key)) return maskPhone(value);
  if (EMAIL_KEY.test(key)) return maskEmail(value);
  return value;
}

/** `details` with `changes` added only when there are some (rows without values keep their old shape). */
export function withChanges<T extends Record<string, unknown>>(details: T, changes: Record<string, AuditChange>): T & { changes?: Record<string, AuditChange> } {
  return Object.keys(changes).length ? { ...details, changes } : details;
}
