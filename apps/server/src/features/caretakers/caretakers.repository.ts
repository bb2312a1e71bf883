import type { CaretakerListQuery } from "@app/contracts";
import type { Db } from "../../db/client";
import { caretakers } from "../../db/schema";
import { staffRows, type StaffWithAccount } from "../staff/staff-rows";

export type CaretakerRow = typeof caretakers.$inferSelect;
export type NewCaretakerRow = typeof caretakers.$inferInsert;
export type CaretakerWithUser = StaffWithAccount<"caretaker", CaretakerRow>;

const rows = staffRows(caretakers, "caretaker");

/** One page of live caretakers (docs/decisions/0080): name, phone and email searched; no status to filter by. */
export function listCaretakers(db: Db, q: CaretakerListQuery): Promise<{ rows: CaretakerWithUser[]; total: number }> {
  return rows.list(db, q);
}

/** The caretaker queries StaffService runs: the shared ones, with this list's own search and filters. */
export const caretakerRows = { ...rows, list: listCaretakers };
