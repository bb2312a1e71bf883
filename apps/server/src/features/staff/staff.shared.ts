import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { firstIssueMessage, messages } from "@app/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, conflict } from "../../lib/errors";
import { readMultipart, type MultipartBody } from "../../lib/uploads";

const f = messages.staff.fields;

/** Image fields of the driver and caretaker forms → stored kind; all but the photo are identity documents. */
export const IMAGE_KINDS: Record<string, { kind: string; identityDocument: boolean }> = {
  profilePicture: { kind: "profilePicture", identityDocument: false },
  aadharFrontImage: { kind: "aadharFront", identityDocument: true },
  aadharBackImage: { kind: "aadharBack", identityDocument: true },
  dlFrontImage: { kind: "dlFront", identityDocument: true },
  dlBackImage: { kind: "dlBack", identityDocument: true },
};

/**
 * The body of a create/update call: multipart (text fields plus the named image files) or, for
 * updates, plain JSON (no images).
 */
export async function readStaffBody(request: FastifyRequest, imageFields: readonly string[], allowJson: boolean): Promise<MultipartBody> {
  if (request.isMultipart()) return readMultipart(request, imageFields);
  if (allowJson && request.body && typeof request.body === "object" && !Array.isArray(request.body)) {
    return { fields: request.body as Record<string, unknown>, files: {} };
  }
  if (allowJson && (request.body === undefined || request.body === null)) return { fields: {}, files: {} };
  return readMultipart(request, imageFields);
}

/** Validates with a contracts schema; the first failing field's message becomes the 400 `{ error }`. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

/** Phone numbers and emails are unique among all live accounts (admins, staff and parents). */
export async function assertContactsFree(db: Db, contacts: { email?: string; mobile?: string }, exceptUserId?: string): Promise<void> {
  const { email, mobile } = contacts;
  if (!email && !mobile) return;
  const matches = [email ? eq(users.email, email) : undefined, mobile ? eq(users.mobile, mobile) : undefined].filter(Boolean);
  const rows = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(isNull(users.deletedAt), or(...matches), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(2);
  if (mobile && rows.some((r) => r.mobile === mobile)) throw conflict(f.phoneTaken);
  if (email && rows.some((r) => r.email === email)) throw conflict(f.emailTaken);
}

/** A race past assertContactsFree ends at the unique index; answer it with the same 409. */
export function uniqueViolationToConflict(err: unknown): never {
  const pick = (e: unknown) => e as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown; message?: string } | undefined;
  const e = pick(err);
  const inner = e?.code ? e : pick(e?.cause);
  if (inner?.code === "23505") {
    const name = inner.constraint ?? inner.constraint_name ?? inner.message ?? "";
    if (name.includes("users_mobile_key")) throw conflict(f.phoneTaken);
    if (name.includes("users_email_key")) throw conflict(f.emailTaken);
  }
  throw err;
}

/**
 * Names of the fields an update really changes (for the audit log; values are never logged).
 * Secret fields are reported by the caller from whether a new value was given.
 */
export function changedFields(input: Record<string, unknown>, before: Record<string, unknown>): string[] {
  return Object.keys(before).filter((key) => input[key] !== undefined && input[key] !== before[key]);
}
