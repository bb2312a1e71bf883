import { API, type Enquiry } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema";
import { expectPageSizeBound, getOk } from "../../test/list-helpers";
import { adminHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * GET /api/enquiry/v1/get-all-enquiries (docs/decisions/0080): search in both names, the phone and
 * the email; every status filter (`new` = no status yet); sort by guardian, kid, status and time,
 * both ways, empty statuses last; the page bound. (exports/lists-and-exports.test.ts pages it.)
 */
let t: TestApp;
let admin: Record<string, string>;

// Received one day apart in this order; statuses and names chosen so no two sorts agree.
const SEED = [
  { nameOfEnquiry: "Venkata Ramana", nameOfKid: "Harsha", status: "won", phoneNumber: "9848000001", email: "ramana@example.com" },
  { nameOfEnquiry: "anjali Devi", nameOfKid: "Tejaswi", status: null, phoneNumber: "9848000002", email: "anjali@mail.example" },
  { nameOfEnquiry: "Madhu Babu", nameOfKid: "bhargav", status: "contacted", phoneNumber: "9848000003", email: "madhu@example.com" },
  { nameOfEnquiry: "Lakshmi Narayana", nameOfKid: "Ishaan", status: "lost", phoneNumber: "7032000004", email: "ln@example.com" },
  { nameOfEnquiry: "Ganesh", nameOfKid: "Pavani", status: "follow-up", phoneNumber: "9848000005", email: "ganesh@mail.example" },
] as const;
const G = SEED.map((s) => s.nameOfEnquiry);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  // Factory: enquiries straight into the table, as the public form leaves them (plus a status).
  await t.database.db.insert(enquiries).values(
    SEED.map((s, i) => ({ ...s, ageOfKid: 6 + i, activity: ["school"], createdAt: new Date(Date.UTC(2026, 2, 1 + i)), updatedAt: new Date(Date.UTC(2026, 2, 1 + i)) })),
  );
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const body = (await getOk(t, admin, `${API.allEnquiries}?${query}`)).json() as { data: Enquiry[]; page: { page: number; pageSize: number; total: number } };
  return { guardians: body.data.map((e) => e.nameOfEnquiry), rows: body.data, page: body.page };
}

describe("enquiry list: search", () => {
  it("in the guardian's and the kid's names, ignoring case", async () => {
    expect((await list("q=RAMANA")).guardians).toEqual(["Venkata Ramana"]);
    expect((await list("q=tejas")).guardians).toEqual(["anjali Devi"]);
  });

  it("in the phone number and the email", async () => {
    expect((await list("q=7032")).guardians).toEqual(["Lakshmi Narayana"]);
    expect((await list("q=9848000003")).guardians).toEqual(["Madhu Babu"]);
    expect((await list("q=mail.example")).guardians).toEqual(["Ganesh", "anjali Devi"]);
    expect((await list("q=nobody")).page.total).toBe(0);
  });
});

describe("enquiry list: status filter", () => {
  it("each status answers its enquiries only; new is the one with no status yet", async () => {
    for (const s of SEED) {
      const one = await list(`status=${s.status ?? "new"}`);
      expect(one.guardians, String(s.status)).toEqual([s.nameOfEnquiry]);
      expect(one.page.total).toBe(1);
    }
    expect((await list("status=new")).rows[0].status).toBeNull();
    expect((await list("status=archived")).page.total).toBe(0);
  });

  it("combines with the search", async () => {
    expect((await list("status=won&q=example.com")).guardians).toEqual(["Venkata Ramana"]);
    expect((await list("status=lost&q=mail.example")).page.total).toBe(0);
  });
});

describe("enquiry list: sort", () => {
  it("without sort: newest first", async () => {
    expect((await list("")).guardians).toEqual([...G].reverse());
  });

  it("by guardian name ignoring case, both ways", async () => {
    const az = ["anjali Devi", "Ganesh", "Lakshmi Narayana", "Madhu Babu", "Venkata Ramana"];
    expect((await list("sort=nameOfEnquiry")).guardians).toEqual(az);
    expect((await list("sort=nameOfEnquiry&dir=desc")).guardians).toEqual([...az].reverse());
  });

  it("by kid name ignoring case, both ways", async () => {
    const kids = (r: Awaited<ReturnType<typeof list>>) => r.rows.map((e) => e.nameOfKid);
    expect(kids(await list("sort=nameOfKid&dir=asc"))).toEqual(["bhargav", "Harsha", "Ishaan", "Pavani", "Tejaswi"]);
    expect(kids(await list("sort=nameOfKid&dir=desc"))).toEqual(["Tejaswi", "Pavani", "Ishaan", "Harsha", "bhargav"]);
  });

  it("by status, both ways, the enquiry with no status last either way", async () => {
    const statuses = (r: Awaited<ReturnType<typeof list>>) => r.rows.map((e) => e.status);
    expect(statuses(await list("sort=status&dir=asc"))).toEqual(["contacted", "follow-up", "lost", "won", null]);
    expect(statuses(await list("sort=status&dir=desc"))).toEqual(["won", "lost", "follow-up", "contacted", null]);
  });

  it("by the time received, both ways", async () => {
    expect((await list("sort=createdAt&dir=asc")).guardians).toEqual(G);
    expect((await list("sort=createdAt&dir=desc")).guardians).toEqual([...G].reverse());
  });
});

describe("enquiry list: bounds", () => {
  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allEnquiries);
    await expectPageSizeBound(t, admin, API.allEnquiries, "&status=new&sort=status");
  });

  it("pages a sorted list with the total", async () => {
    const second = await list("sort=nameOfEnquiry&pageSize=2&page=2");
    expect(second.guardians).toEqual(["Lakshmi Narayana", "Madhu Babu"]);
    expect(second.page).toEqual({ page: 2, pageSize: 2, total: 5 });
  });
});
