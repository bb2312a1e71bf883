import { API, API_EXPORTS, formatDateIndia, LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, messages, todayInIndia } from "@app/contracts";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, kidAttendance, kidAttendanceSections } from "../../db/schema";
import { addAfternoonRuns, createCapture } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { neutralise } from "../../lib/export-stream";

let t: TestApp;
let w: RouteWorld;
const today = todayInIndia();

/** Factory: `n` enquiries straight into the table, each a minute apart (oldest first), with overrides. */
async function seedEnquiries(n: number, overrides: (i: number) => Partial<typeof enquiries.$inferInsert> = () => ({})) {
  const base = Date.UTC(2026, 0, 1);
  await t.database.db.insert(enquiries).values(
    Array.from({ length: n }, (_, i) => ({
      nameOfEnquiry: `Guardian ${String(i).padStart(3, "0")}`,
      nameOfKid: `Kid ${String(i).padStart(3, "0")}`,
      ageOfKid: 5 + (i % 5),
      phoneNumber: `98765${String(i).padStart(5, "0")}`,
      email: `g${i}@example.com`,
      activity: ["school"],
      createdAt: new Date(base + i * 60_000),
      updatedAt: new Date(base + i * 60_000),
      ...overrides(i),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  // The caretakers record afternoon legs too: they ride both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
  await seedEnquiries(60);
  await seedEnquiries(2, (i) => ({ nameOfEnquiry: i === 0 ? "=HYPERLINK(\"http://evil\")" : "+91 Ravi", nameOfKid: "Injected", status: "won", createdAt: new Date(Date.UTC(2025, 0, 1 + i)) }));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: w.admin });

describe("admin lists: paging, search, filters, sort and bounds", () => {
  it("a call without parameters answers the first page of the default size, newest first, with the total", async () => {
    const res = await get(API.allEnquiries);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { nameOfKid: string }[]; page: { page: number; pageSize: number; total: number } };
    expect(body.data).toHaveLength(LIST_PAGE_SIZE_DEFAULT);
    expect(body.page).toEqual({ page: 1, pageSize: LIST_PAGE_SIZE_DEFAULT, total: 62 });
    expect(body.data[0].nameOfKid).toBe("Kid 059");
    expect(res.headers["x-total-count"]).toBe("62");
  });

  it("pages do not overlap and together hold every row once", async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page += 1) {
      const body = (await get(`${API.allEnquiries}?page=${page}&pageSize=25`)).json() as { data: { uuid: string }[] };
      for (const e of body.data) seen.add(e.uuid);
    }
    expect(seen.size).toBe(62);
    const beyond = (await get(`${API.allEnquiries}?page=99&pageSize=25`)).json() as { data: unknown[]; page: { total: number } };
    expect(beyond.data).toEqual([]);
    expect(beyond.page.total).toBe(62);
  });

  it("searches ignoring case (wildcards are literal), filters by status and sorts by a column both ways", async () => {
    const search = (await get(`${API.allEnquiries}?q=kid%2000`)).json() as { data: { nameOfKid: string }[]; page: { total: number } };
    expect(search.page.total).toBe(10);
    expect((await get(`${API.allEnquiries}?q=%25`)).json().page.total).toBe(0);
    const won = (await get(`${API.allEnquiries}?status=won`)).json() as { data: { nameOfKid: string }[] };
    expect(won.data.map((e) => e.nameOfKid)).toEqual(["Injected", "Injected"]);
    // "New" is an enquiry nobody has given a status yet.
    expect((await get(`${API.allEnquiries}?status=new`)).json().page.total).toBe(60);
    const asc = (await get(`${API.allEnquiries}?sort=nameOfKid&dir=asc&pageSize=3`)).json() as { data: { nameOfKid: string }[] };
    expect(asc.data.map((e) => e.nameOfKid)).toEqual(["Injected", "Injected", "Kid 000"]);
    const desc = (await get(`${API.allEnquiries}?sort=nameOfKid&dir=desc&pageSize=2`)).json() as { data: { nameOfKid: string }[] };
    expect(desc.data.map((e) => e.nameOfKid)).toEqual(["Kid 059", "Kid 058"]);
  });

  it.each([
    [`?pageSize=${LIST_PAGE_SIZE_MAX + 1}`, messages.lists.pageSizeTooLarge(LIST_PAGE_SIZE_MAX)],
    ["?page=0", null],
    ["?sort=password", null],
    ["?dir=sideways", null],
    [`?q=${"x".repeat(101)}`, null],
  ])("refuses %s with 400 and a clear message", async (query, message) => {
    for (const path of [API.allEnquiries, API.allKidProfiles, API.allDrivers, API.allCaretakers, API.allRoutes, API.allKidRoutes, API.allKidAttendance, API.allHelp, API.allFeedback]) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode, `${path}${query}`).toBe(400);
      if (message) expect(res.json().error).toContain(message);
    }
  });

  it("every admin list answers a bounded page with its total", async () => {
    for (const path of [API.allKidProfiles, API.allDrivers, API.allCaretakers, API.allRoutes, API.allKidRoutes, API.allHelp, API.allFeedback, API.allKidAttendance]) {
      const res = await get(`${path}?pageSize=1`);
      expect(res.statusCode, path).toBe(200);
      expect(Number(res.headers["x-total-count"]), path).toBeGreaterThanOrEqual(0);
      const body = res.json() as unknown;
      const rows = Array.isArray(body) ? body : Array.isArray((body as { data: unknown }).data) ? (body as { data: unknown[] }).data : Object.values((body as { data: object }).data)[0];
      expect((rows as unknown[]).length, path).toBeLessThanOrEqual(1);
    }
  });

  it("kids are found by name; a search that matches nothing answers an empty page", async () => {
    const kids = (await get(`${API.allKidProfiles}?q=${encodeURIComponent(w.kidA.kid.kidName)}`)).json() as { data: { allUserProfiles: { uuid: string }[] } };
    expect(kids.data.allUserProfiles.map((k) => k.uuid)).toContain(w.kidA.kid.uuid);
    const none = (await get(`${API.allKidProfiles}?q=zzzz-nobody`)).json() as { data: { allUserProfiles: unknown[] }; page: { total: number } };
    expect(none.page.total).toBe(0);
  });
});

describe("attendance: date range (default today), route and kid", () => {
  it("filters by range, kid and route; refuses a range that ends before it starts", async () => {
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date: today });
    const todayList = (await get(API.allKidAttendance)).json() as { data: { userProfileUuid: string; date: string }[] };
    expect(todayList.data.every((r) => r.date === today)).toBe(true);
    expect(todayList.data.map((r) => r.userProfileUuid)).toContain(w.kidA.kid.uuid);
    const byKid = (await get(`${API.allKidAttendance}?kidUuid=${w.kidB.kid.uuid}`)).json() as { data: unknown[] };
    expect(byKid.data).toHaveLength(0);
    const byRoute = (await get(`${API.allKidAttendance}?routeUuid=${w.routeA.uuid}`)).json() as { data: { userProfileUuid: string }[] };
    expect(byRoute.data.map((r) => r.userProfileUuid)).toContain(w.kidA.kid.uuid);
    expect((await get(`${API.allKidAttendance}?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await get(`${API.allKidAttendance}?from=yesterday`)).statusCode).toBe(400);
  });
});

describe("exports", () => {
  it("neutralises formula starts and leaves numbers alone", () => {
    expect(neutralise("=1+2")).toBe("'=1+2");
    expect(neutralise("+91")).toBe("'+91");
    expect(neutralise("-x")).toBe("'-x");
    expect(neutralise("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralise("Ravi")).toBe("Ravi");
    expect(neutralise(-3)).toBe(-3);
  });

  it("CSV of the enquiries with the filters: a header row, one line per record, the date in the file name, injection neutralised", async () => {
    const res = await get(`${API_EXPORTS.enquiries}?format=csv&status=won`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="enquiries-${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe(Object.values(messages.exports.enquiries).join(","));
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain("'+91 Ravi");
    const all = await get(`${API_EXPORTS.enquiries}?format=csv`);
    expect(all.body.replace(/^\uFEFF/, "").trim().split(/\r?\n/)).toHaveLength(63);
  });

  it("Excel of the attendance for a date range: a header row and one row per record with the four legs", async () => {
    await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "homeDrop", date: today });
    const from = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
    const res = await get(`${API_EXPORTS.attendance}?format=xlsx&from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="attendance-${from}-to-${today}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["Date", "Kid Name", "Home Pickup Time", "Home Pickup Captured By"]);
    expect(header).toHaveLength(10);
    const n = await t.database.db.$count(kidAttendance);
    expect(n).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(n);
    expect(await t.database.db.$count(kidAttendanceSections)).toBeGreaterThan(0);
  });

  it("CSV of a kid's attendance: each leg's time and who captured it, empty legs empty, the list's filters", async () => {
    // A day a capture may still carry (the last 7 days, docs/decisions/0231).
    const day = yearsAgo(0, -2);
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date: day, pickupTime: "07:35" });
    await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homeDrop", date: day, pickupTime: "17:20" });
    await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { type: "instituteDrop", date: day, pickupTime: "08:05" });
    const res = await get(`${API_EXPORTS.attendance}?format=csv&from=${day}&to=${day}&kidUuid=${w.kidA.kid.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="attendance-${day}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe([formatDateIndia(day), w.kidA.kid.kidName, "07:35", "Caretaker A", "", "", "", "", "17:20", "Caretaker A"].join(","));
    const both = await get(`${API_EXPORTS.attendance}?format=csv&from=${day}&to=${day}`);
    const names = both.body.replace(/^\uFEFF/, "").trim().split(/\r?\n/).slice(1).map((l) => l.split(",")[1]);
    // Kids by name within the day, as the list shows them.
    expect(names).toEqual([w.kidA.kid.kidName, w.kidB.kid.kidName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("an attendance export longer than a year is refused; exports are for admins only", async () => {
    expect((await get(`${API_EXPORTS.attendance}?from=2020-01-01&to=2022-01-01`)).statusCode).toBe(400);
    const res = await t.app.inject({ method: "GET", url: `${API_EXPORTS.kids}?format=csv`, headers: w.as.fatherA });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: API_EXPORTS.kids })).statusCode).toBe(401);
  });

  it("kids CSV carries the parents and institutes", async () => {
    const res = await get(`${API_EXPORTS.kids}?format=csv`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe(Object.values(messages.exports.kids).join(","));
    expect(lines.length - 1).toBe((await get(API.allKidProfiles)).json().page.total);
  });
});
