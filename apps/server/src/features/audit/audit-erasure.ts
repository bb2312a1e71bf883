import type { Db } from "../../db/client";
import * as repo from "./audit.repository";

/** The kids and parent accounts an erasure removes (the privacy feature decides who they are). */
export interface ErasedFamily {
  kidIds: string[];
  parentIds: string[];
}

/**
 * The audit log's part of an erasure (docs/decisions/0236): the rows about the family, by its
 * parents or naming them keep who did what and when, and lose their details (names, addresses,
 * phone numbers, old → new values). Runs inside the erasure's transaction, before the accounts
 * are gone, so their emails and mobile numbers can still be looked for.
 */
export async function eraseFamilyAuditDetails(tx: Db, family: ErasedFamily): Promise<Record<string, number>> {
  const ids = [...new Set([...family.kidIds, ...family.parentIds])];
  if (!ids.length) return { auditDetailsErased: 0 };
  const texts = await repo.contactsOf(tx, family.parentIds);
  return { auditDetailsErased: await repo.eraseDetails(tx, ids, texts) };
}
