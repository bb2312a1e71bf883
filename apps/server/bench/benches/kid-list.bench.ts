import { randomUUID } from "node:crypto";
import { API, BLOOD_GROUPS, GENDERS, KID_STATUSES } from "@app/contracts";
import type { Database } from "../../src/db/client";
import { files, kidInstitutes, kids } from "../../src/db/schema";
import { defineBench, type LoadPlan } from "../lib/types";

const KIDS = Number(process.env.BENCH_KIDS ?? 5000);
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

async function seedKids(database: Database) {
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

/**
 * The admin's Kid Details list with 5,000 kids (BENCH_KIDS), as a browser asks for it (brotli),
 * and the same call revalidated with its ETag (304).
 */
export default defineBench({
  name: "kid-list",
  seed: (database) => seedKids(database),
  async plans(ctx) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const headers: Record<string, string> = { ...admin, "accept-encoding": "gzip, deflate, br" };
    const first = await fetch(`${ctx.baseUrl}${API.allKidProfiles}`, { headers });
    const etag = first.headers.get("etag");
    await first.arrayBuffer();
    const plans: Array<LoadPlan & { label: string }> = [{ label: `${KIDS} kids, brotli`, requests: [{ method: "GET" as const, path: API.allKidProfiles, headers }], connections: 8, seconds: 10 }];
    if (etag) {
      plans.push({
        label: `${KIDS} kids, unchanged (If-None-Match, 304)`,
        requests: [{ method: "GET" as const, path: API.allKidProfiles, headers: { ...headers, "if-none-match": etag } }],
        connections: 8,
        seconds: 10,
        expectStatus: 304,
      });
    }
    return plans;
  },
});
