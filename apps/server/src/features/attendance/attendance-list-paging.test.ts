import { API, LIST_PAGE_SIZE_MAX } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kidAttendance, kids } from "../../db/schema";
import { expectPageSizeBound } from "../../test/list-helpers";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { attendanceExportBatches } from "./attendance-export.repository";

/**
 * The admin attendance list finds a page from per-day (or per-name) counts and then reads only
 * the days (names) the page spans (docs/decisions/0145): pages that start or end in the middle of
 * a day, two kids whose names differ only in case, and soft-deleted records must page exactly
 * like one sorted list.
 */
let t: TestApp;
let w: RouteWorld;
const DAYS = ["2026-03-01", "2026-03-02", "2026-03-03"];
const RANGE = `from=${DAYS[0]}&to=${DAYS[2]}`;
const NAMES = ["bala", "Anu", "anu", "chitra", "devi", "eswar", "farah"];

interface Row {
  uuid: string;
  kidName: string;
  date: string;
  userProfileUuid: string;
}
interface Answer {
  data: Row[];
  page: { page: number; pageSize: number; total: number };
}

/** Factory: a kid straight into the table (the list reads only its name), with overrides. */
async function insertKid(overrides: Partial<typeof kids.$inferInsert> = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(kids)
    .values({
      kidName: "Kid",
      gender: "female",
      dateOfBirth: "2016-05-01",
      bloodGroup: "O+",
      status: "active",
      joiningDate: "2024-06-01",
      address1: "4-1-2, Brodipet",
      city: "Guntur",
      state: "Andhra Pradesh",
      zipCode: "522002",
      ...overrides,
    })
    .returning({ id: kids.id });
  return row.id;
}

/** Factory: a record of a kid and day (no legs needed for paging), with overrides. */
async function insertRecord(kidId: string, date: string, overrides: Partial<typeof kidAttendance.$inferInsert> = {}) {
  await t.database.db.insert(kidAttendance).values({ kidId, date, ...overrides });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  const ids = [];
  for (const kidName of NAMES) ids.push(await insertKid({ kidName }));
  for (const day of DAYS) {
    for (const id of ids) await insertRecord(id, day);
    await insertRecord(w.kidA.kid.uuid, day);
  }
  // A deleted record beside a live one of the same kid and day: never listed, never counted.
  await insertRecord(ids[0], DAYS[1], { deletedAt: new Date() });
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<Answer> {
  const res = await t.app.inject({ method: "GET", url: `${API.allKidAttendance}?${query}`, headers: w.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

/** Every page of `size` in turn, joined. */
async function allPages(query: string, size: number): Promise<{ rows: Row[]; totals: number[] }> {
  const rows: Row[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`${query}&pageSize=${size}&page=${page}`);
    totals.push(answer.page.total);
    rows.push(...answer.data);
    if (answer.data.length < size) return { rows, totals };
  }
}

const byName = (a: Row, b: Row) => a.kidName.toLowerCase().localeCompare(b.kidName.toLowerCase(), "en");

describe("GET /api/v1/kid-attendance/all: pages across days and names", () => {
  it("pages of 5 (which start and end inside a day) join into the one sorted list, for every order", async () => {
    const records = DAYS.length * (NAMES.length + 1);
    for (const order of ["", "&sort=date&dir=asc", "&sort=date&dir=desc", "&sort=kidName", "&sort=kidName&dir=desc"]) {
      const whole = await list(`${RANGE}${order}&pageSize=${LIST_PAGE_SIZE_MAX}`);
      expect(whole.page.total).toBe(records);
      expect(whole.data).toHaveLength(records);
      const { rows, totals } = await allPages(`${RANGE}${order}`, 5);
      expect(totals.every((n) => n === records)).toBe(true);
      expect(rows.map((r) => r.uuid)).toEqual(whole.data.map((r) => r.uuid));
      expect(new Set(rows.map((r) => r.uuid)).size).toBe(records);
    }
  });

  it("keeps the order rule: newest day first then kid name; by name, the two 'anu' kids interleave by day, newest first", async () => {
    const { data } = await list(`${RANGE}&pageSize=${LIST_PAGE_SIZE_MAX}`);
    const expected = [...data].sort((a, b) => (a.date === b.date ? byName(a, b) : b.date.localeCompare(a.date)));
    expect(data.map((r) => `${r.date} ${r.kidName.toLowerCase()}`)).toEqual(expected.map((r) => `${r.date} ${r.kidName.toLowerCase()}`));
    expect(data.slice(0, 2).map((r) => r.kidName.toLowerCase())).toEqual(["anu", "anu"]);

    const byKid = (await list(`${RANGE}&sort=kidName&pageSize=${LIST_PAGE_SIZE_MAX}`)).data;
    expect(byKid.slice(0, 6).map((r) => [r.kidName.toLowerCase(), r.date])).toEqual([
      ["anu", DAYS[2]],
      ["anu", DAYS[2]],
      ["anu", DAYS[1]],
      ["anu", DAYS[1]],
      ["anu", DAYS[0]],
      ["anu", DAYS[0]],
    ]);
    // A page boundary between the two kids of the same name on the same day.
    const second = await list(`${RANGE}&sort=kidName&pageSize=3&page=2`);
    expect(second.data.map((r) => r.uuid)).toEqual(byKid.slice(3, 6).map((r) => r.uuid));
    const last = (await list(`${RANGE}&sort=kidName&dir=desc&pageSize=4`)).data;
    expect(last.map((r) => r.kidName)).toEqual(["Kid A", "Kid A", "Kid A", "farah"]);
  });

  it("filters page the same way: search, route, kid; a page past the end is empty with the total", async () => {
    const search = await allPages(`${RANGE}&q=ANU`, 4);
    expect(search.rows).toHaveLength(6);
    expect(search.totals.every((n) => n === 6)).toBe(true);
    expect(search.rows.every((r) => r.kidName.toLowerCase() === "anu")).toBe(true);

    const route = await list(`${RANGE}&routeUuid=${w.routeA.uuid}&sort=kidName`);
    expect(route.data.map((r) => [r.userProfileUuid, r.date])).toEqual(DAYS.map((d) => [w.kidA.kid.uuid, d]).reverse());
    expect(route.page.total).toBe(3);

    const kid = await list(`${RANGE}&kidUuid=${w.kidA.kid.uuid}&sort=date&dir=asc&pageSize=2&page=2`);
    expect(kid.data.map((r) => r.date)).toEqual([DAYS[2]]);
    expect(kid.page.total).toBe(3);

    const beyond = await list(`${RANGE}&pageSize=10&page=9`);
    expect(beyond.data).toEqual([]);
    expect(beyond.page.total).toBe(DAYS.length * (NAMES.length + 1));
    const empty = await list(`from=2020-01-01&to=2020-01-31`);
    expect(empty).toMatchObject({ data: [], page: { total: 0 } });
  });

  it("only from: from that day to today; only to: that day alone (India days, inclusive)", async () => {
    const perDay = NAMES.length + 1;
    const fromOnly = await list(`from=${DAYS[1]}&pageSize=${LIST_PAGE_SIZE_MAX}`);
    expect(fromOnly.page.total).toBe(2 * perDay);
    expect([...new Set(fromOnly.data.map((r) => r.date))]).toEqual([DAYS[2], DAYS[1]]);
    const toOnly = await list(`to=${DAYS[1]}&pageSize=${LIST_PAGE_SIZE_MAX}`);
    expect(toOnly.page.total).toBe(perDay);
    expect(toOnly.data.every((r) => r.date === DAYS[1])).toBe(true);
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, w.admin, API.allKidAttendance);
    await expectPageSizeBound(t, w.admin, API.allKidAttendance, `&${RANGE}&routeUuid=${w.routeA.uuid}&sort=kidName`);
  });

  it("the export's keyset batches read each day exactly like one read: same-name kids across a batch boundary", async () => {
    const read = async (batch: number, f: { q?: string } = {}) => {
      const out: Array<[string, string, string]> = [];
      for await (const rows of attendanceExportBatches(t.database.db, { from: DAYS[0], to: DAYS[2], ...f }, DAYS, batch)) {
        expect(rows.length).toBeLessThanOrEqual(batch);
        for (const r of rows) out.push([r.date, r.kidName, r.id]);
      }
      return out;
    };
    const whole = await read(1000);
    expect(whole).toHaveLength(DAYS.length * (NAMES.length + 1));
    // Day after day; within a day by kid name ignoring case, then record id.
    const sorted = [...whole].sort((a, b) => a[0].localeCompare(b[0]) || (a[1].toLowerCase() < b[1].toLowerCase() ? -1 : a[1].toLowerCase() > b[1].toLowerCase() ? 1 : 0) || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
    expect(whole).toEqual(sorted);
    for (const size of [1, 2, 3, 8]) expect(await read(size)).toEqual(whole);
    expect(await read(1, { q: "anu" })).toEqual(whole.filter((r) => r[1].toLowerCase() === "anu"));
  });
});
