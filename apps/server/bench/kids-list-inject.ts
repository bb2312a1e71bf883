/**
 * `npm run bench` (apps/server): how fast GET /api/userProfile/v1/get-all-users answers with 5,000
 * kids. Seeds the kids straight into a fresh database (in-memory PGlite, or PostgreSQL with
 * TEST_DB_KIND=postgres and TEST_DATABASE_URL), then times the call through app.inject, the whole
 * Fastify pipeline included (auth + session look-up, query, zod serialisation, gzip when asked).
 * Figures are written to docs/performance.md by hand.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { API, BLOOD_GROUPS, GENDERS, KID_STATUSES } from "@app/contracts";
import { files, kidInstitutes, kids } from "../src/db/schema";
import { createTestApp, createUser, loginAs, bearer } from "../src/test/test-app";

const KIDS = Number(process.env.BENCH_KIDS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
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

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { min: sorted[0], median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const t = await createTestApp();
  try {
    const admin = await createUser(t.database, { role: "admin" });
    const headers = bearer(await loginAs(t.app, admin.email!));

    const seedStart = performance.now();
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
      await t.database.db.insert(files).values(fileRows);
      await t.database.db.insert(kids).values(kidRows);
      await t.database.db.insert(kidInstitutes).values(instituteRows);
    }
    const seedMs = performance.now() - seedStart;

    const call = (encoding: string | null) =>
      t.app.inject({ method: "GET", url: API.allKidProfiles, headers: encoding ? { ...headers, "accept-encoding": encoding } : headers });

    // Warm-up: JIT, PGlite caches, zod compilation.
    for (let i = 0; i < 5; i++) await call(null);

    let count = 0;
    const variants = [
      { label: "JSON (no compression)", encoding: null },
      { label: "gzip", encoding: "gzip" },
      { label: "brotli (what browsers get)", encoding: "gzip, deflate, br" },
    ];
    const rows: string[] = [];
    for (const v of variants) {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const res = await call(v.encoding);
        samples.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
        bytes = res.rawPayload.length;
        if (!v.encoding) count = res.json().data.allUserProfiles.length;
      }
      const s = stats(samples);
      rows.push(`| ${v.label} | ${(bytes / 1024).toFixed(0)} KiB | ${ms(s.min)} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.max)} |`);
    }
    const lines = [
      `Kid Details list (${API.allKidProfiles}): ${count} kids, ${t.database.kind}, Node ${process.version}, ${RUNS} timed calls each after 5 warm-up calls`,
      `seeding: ${ms(seedMs)}`,
      `| response | size | min | median | p95 | max |`,
      `|---|---|---|---|---|---|`,
      ...rows,
    ];
    console.log(lines.join("\n"));
    if (count !== KIDS) throw new Error(`expected ${KIDS} kids, got ${count}`);
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
