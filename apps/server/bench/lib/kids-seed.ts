import { randomUUID } from "node:crypto";
import { BLOOD_GROUPS, GENDERS, KID_STATUSES } from "@app/contracts";
import { count } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { files, kidInstitutes, kids } from "../../src/db/schema";

/** How many kids the list benches look at (BENCH_KIDS, default 5,000). */
export const KIDS = Number(process.env.BENCH_KIDS ?? 5000);
const BATCH = 500;

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

function dob(n: number): string {
  const year = 2008 + (n % 14);
  const month = String(1 + (n % 12)).padStart(2, "0");
  const day = String(1 + (n % 28)).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * 5,000 kids (BENCH_KIDS) with a photo row and an institute each, written straight into the
 * database. Several benches need them and all seed the same database: the kids are added once.
 */
export async function seedKids(database: Database) {
    const [{ n }] = await database.db.select({ n: count() }).from(kids);
    if (n >= KIDS) return;
    for (let start = 0; start < KIDS; start += BATCH) {
      const fileRows: (typeof files.$inferInsert)[] = [];
      const kidRows: (typeof kids.$inferInsert)[] = [];
      const instituteRows: (typeof kidInstitutes.$inferInsert)[] = [];
      for (let n = start; n < Math.min(KIDS, start + BATCH); n++) {
        const kidId = randomUUID();
        const fileId = randomUUID();
        fileRows.push({
          id: fileId,
          kind: "kidPhoto",
          ownerType: "kid",
          ownerId: kidId,
          mime: "image/jpeg",
          size: 48_000,
          width: 800,
          height: 600,
          path: "aa/benchmark.jpg",
          thumbPath: "aa/benchmark-thumb.jpg",
          thumbSize: 4_000,
        });
        kidRows.push({
          id: kidId,
          kidName: `Kid Number ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n / 26) % 26))}`,
          gender: pick(GENDERS, n),
          dateOfBirth: dob(n),
          bloodGroup: pick(BLOOD_GROUPS, n),
          status: pick(KID_STATUSES, n),
          joiningDate: "2024-06-01",
          address1: `${n}-1-2, Brodipet`,
          city: "Guntur",
          state: "Andhra Pradesh",
          zipCode: "522002",
          kidsImageId: fileId,
          createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
        });
        instituteRows.push({
          kidId,
          position: 0,
          name: "Sri Chaitanya School",
          coachName: "Ramesh Babu",
          phoneNo: "9876501234",
          email: "office@chaitanya.example",
          instAddress: "Brodipet, Guntur",
          courseName: "Abacus",
          courseId: "ABC-101",
          courseStartTime: "16:00",
          courseEndTime: "17:30",
          courseDurationMinutes: 90,
        });
      }
      await database.db.insert(files).values(fileRows);
      await database.db.insert(kids).values(kidRows);
      await database.db.insert(kidInstitutes).values(instituteRows);
    }
}

