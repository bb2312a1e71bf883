import type { StaffListQuery } from "@app/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { drivers } from "../../db/schema";
import { staffRows, type StaffWithAccount } from "../staff/staff-rows";

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriverRow = typeof drivers.$inferInsert;
export type DriverWithUser = StaffWithAccount<"driver", DriverRow>;

const rows = staffRows(drivers, "driver");

/** One page of live drivers (docs/decisions/0080): the search also finds a licence number; `status` filters. */
export function listDrivers(db: Db, q: StaffListQuery): Promise<{ rows: DriverWithUser[]; total: number }> {
  return rows.list(db, q, { search: [drivers.dlNo], where: q.status ? eq(drivers.status, q.status) : undefined });
}

/** The driver queries StaffService runs: the shared ones, with this list's own search and filters. */
export const driverRows = { ...rows, list: listDrivers };
