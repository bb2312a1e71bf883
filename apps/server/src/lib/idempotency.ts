import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { idempotencyKeySchema, messages } from "@app/contracts";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, HttpError } from "./errors";
import { preparedQuery } from "./prepared";

/**
 * Idempotency keys (decisions.md §3 "a retry never duplicates"; docs/decisions/0040).
 *
 * A caller sends `Idempotency-Key: <uuid>` with a write. The first accepted request stores, in the
 * same transaction as its effect, the key, the caller, a fingerprint of the request and the answer.
 * A later request with the same key from the same caller:
 * - same fingerprint → the stored status and body again, nothing done;
 * - other fingerprint (or another call) → 422.
 * Refused requests (4xx) store nothing, so a corrected retry may use the key.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";

const f = messages.attendance.fields;

/** The header's key, or null when the caller sent none (the original client never does). */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (Array.isArray(raw)) throw badRequest(messages.attendance.server.idempotencyKeyRepeated);
  const parsed = idempotencyKeySchema.safeParse(raw.trim());
  if (!parsed.success) throw badRequest(f.idempotencyKeyInvalid);
  return parsed.data.toLowerCase();
}

/**
 * SHA-256 over the call, the text fields (in the order given) and the files' bytes, written with
 * the letters a-p (one per 4 bits, like stored file names): no digits, so a stored fingerprint can
 * never look like a phone or Aadhaar number to a data scan.
 */
export function fingerprint(scope: string, fields: [string, string][], fileParts: [string, Buffer | undefined][]): string {
  const hash = createHash("sha256");
  const put = (value: string | Buffer) => {
    const bytes = typeof value === "string" ? Buffer.from(value, "utf8") : value;
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(bytes.length));
    hash.update(length).update(bytes);
  };
  put(scope);
  for (const [name, value] of fields) {
    put(name);
    put(value);
  }
  for (const [name, data] of fileParts) {
    put(name);
    put(data ? createHash("sha256").update(data).digest("hex") : "-");
  }
  return [...hash.digest("hex")].map((h) => String.fromCharCode(97 + parseInt(h, 16))).join("");
}

export interface StoredAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

export interface IdempotentRequest {
  userId: string;
  key: string;
  scope: string;
  fingerprint: string;
}

/** 422: the key was already used for something else. */
export const keyReused = () => new HttpError(422, f.idempotencyKeyReused);

/** The stored answer for this key (same caller), 422 when it was for another request, null when the key is new. */
// Read before every capture that carries a key: built once per database handle (docs/decisions/0186).
const answerOfKey = preparedQuery((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, sql.placeholder("userId")), eq(idempotencyKeys.key, sql.placeholder("key"))))
    .limit(1)
    .prepare("kr_idempotency_answer"),
);

export async function findAnswer(db: Db, req: IdempotentRequest): Promise<StoredAnswer | null> {
  const [row] = await answerOfKey(db).execute({ userId: req.userId, key: req.key });
  return answerOf(req, row);
}

type KeyRow = { scope: string; fingerprint: string; statusCode: number; response: Record<string, unknown> };

function answerOf(req: IdempotentRequest, row: KeyRow | undefined | null): StoredAnswer | null {
  if (!row) return null;
  if (row.scope !== req.scope || row.fingerprint !== req.fingerprint) throw keyReused();
  return { statusCode: row.statusCode, body: row.response };
}

/**
 * findAnswer as a column of a caller's statement (docs/decisions/0208): the key's row as JSON, or
 * null; read it with storedAnswerOf. `keyIsNew` is the condition for work that only a new key does.
 */
export function storedAnswerColumn(req: IdempotentRequest): SQL {
  return sql`(select json_build_object('scope', k.scope, 'fingerprint', k.fingerprint, 'statusCode', k.status_code, 'response', k.response)
    from idempotency_keys k where k.user_id = ${req.userId} and k.key = ${req.key})`;
}

export function keyIsNew(req: IdempotentRequest): SQL {
  return sql`not exists (select 1 from idempotency_keys k where k.user_id = ${req.userId} and k.key = ${req.key})`;
}

/** The stored answer of a storedAnswerColumn, null when the key is new, 422 when it was for another request. */
export function storedAnswerOf(req: IdempotentRequest, column: unknown): StoredAnswer | null {
  return answerOf(req, (typeof column === "string" ? JSON.parse(column) : column) as KeyRow | null);
}

/** Thrown inside a transaction when a concurrent request with the same key committed first. */
export class KeyTaken extends Error {
  constructor() {
    super("idempotency key already taken");
    this.name = "KeyTaken";
  }
}

/**
 * Stores the key with its answer: the last statement of the transaction of the request's effect,
 * one statement where a claim first and the answer at the end were two (docs/decisions/0203).
 * When another request holds the key, PostgreSQL waits for that one to finish: if it committed,
 * KeyTaken is thrown (roll back, then answer with findAnswer); if it rolled back, this one stores.
 * A concurrent copy can now meet the first copy's effect before its key (the capture's 409 for a
 * recorded leg): the caller answers any refusal of a keyed request with the stored answer when
 * there is one by then.
 */
export async function storeKeyAndAnswer(tx: Db, req: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  // Parameterised SQL, not the query builder: it runs in every capture's transaction (docs/decisions/0187).
  const result = (await tx.execute(sql`insert into idempotency_keys (user_id, key, scope, fingerprint, status_code, response)
    values (${req.userId}, ${req.key}, ${req.scope}, ${req.fingerprint}, ${answer.statusCode}, ${JSON.stringify(answer.body)}::jsonb)
    on conflict do nothing
    returning key`)) as unknown as { rows: unknown[] };
  if (!result.rows.length) throw new KeyTaken();
}
