import { API, type AllKidProfilesResponse } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKid, validParents, yearsAgo } from "../../test/kid-factories";
import { expectPageSizeBound, getOk } from "../../test/list-helpers";
import { adminHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * GET /api/userProfile/v1/get-all-users (docs/decisions/0080): search in the kid's name and the
 * parents' names and mobiles, the status filter, every sort key both ways, and the page bound.
 */
let t: TestApp;
let admin: Record<string, string>;
type Kid = Awaited<ReturnType<typeof createKid>>;
const kids: Record<string, Kid> = {};

// Created in this order (so oldest first); date of birth and status chosen so each sort differs.
const SEED = [
  { kidName: "Aarav", age: 8, status: "active", father: "Venkat Rao", mother: "Padma" },
  { kidName: "Bhavya", age: 6, status: "paused", father: "Suresh Babu", mother: "Lakshmi Prasanna" },
  { kidName: "Charan", age: 10, status: "inactive", father: "Mohan Das", mother: "Kavitha" },
  { kidName: "Divya", age: 7, status: "suspended", father: "Prakash", mother: "Rani" },
  { kidName: "Eshan", age: 9, status: "active", father: "Naveen", mother: "Swathi" },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  for (const s of SEED) {
    kids[s.kidName] = await createKid(t.app, admin, {
      kidName: s.kidName,
      kidsDateOfBirth: yearsAgo(s.age),
      status: s.status,
      parentsDetails: validParents({ fatherName: s.father, motherName: s.mother }),
    });
  }
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const res = await getOk(t, admin, `${API.allKidProfiles}?${query}`);
  const body = res.json() as AllKidProfilesResponse;
  return { names: body.data.allUserProfiles.map((k) => k.kidName), rows: body.data.allUserProfiles, page: body.page! };
}

/** Names in the order of `key`, ties broken by the kid's id in the same direction. */
function expectedOrder(key: (k: Kid) => string, dir: "asc" | "desc"): string[] {
  const sign = dir === "asc" ? 1 : -1;
  return Object.values(kids)
    .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.kid.uuid < b.kid.uuid ? -1 : 1))
    .map((k) => k.kid.kidName);
}

describe("kid list: search", () => {
  it("finds a kid by part of the name, ignoring case", async () => {
    expect((await list("q=HAR")).names).toEqual(["Charan"]);
    expect((await list("q=a")).page.total).toBe(5);
    expect((await list("q=nobody-here")).page.total).toBe(0);
  });

  it("finds a kid by the father's or the mother's name", async () => {
    expect((await list("q=venkat")).names).toEqual(["Aarav"]);
    expect((await list("q=Lakshmi%20Pra")).names).toEqual(["Bhavya"]);
    const kavitha = await list("q=kavitha");
    expect(kavitha.names).toEqual(["Charan"]);
    expect(kavitha.page.total).toBe(1);
  });

  it("finds a kid by a parent's mobile, whole or in part", async () => {
    const { fatherMobile, motherMobile } = kids.Divya.fields.parentsDetails;
    expect((await list(`q=${fatherMobile}`)).names).toEqual(["Divya"]);
    expect((await list(`q=${motherMobile!.slice(2)}`)).names).toEqual(["Divya"]);
  });

  it("treats % and _ as plain characters", async () => {
    expect((await list("q=%25")).page.total).toBe(0);
    expect((await list("q=_")).page.total).toBe(0);
  });
});

describe("kid list: status filter", () => {
  it("answers only the kids of that status, counted alone; an unknown status matches none", async () => {
    const active = await list("status=active");
    expect(active.names).toEqual(["Eshan", "Aarav"]);
    expect(active.page.total).toBe(2);
    expect(active.rows.every((k) => k.status === "active")).toBe(true);
    for (const s of ["paused", "inactive", "suspended"]) {
      const one = await list(`status=${s}`);
      expect(one.rows.map((k) => k.status)).toEqual([s]);
    }
    expect((await list("status=retired")).page.total).toBe(0);
  });

  it("combines with the search", async () => {
    // "a" is in every kid's name; only two of them are active.
    expect((await list("q=a&status=active&sort=kidName")).names).toEqual(["Aarav", "Eshan"]);
    expect((await list("q=venkat&status=paused")).page.total).toBe(0);
  });
});

describe("kid list: sort", () => {
  it("without sort: newest first", async () => {
    expect((await list("")).names).toEqual(["Eshan", "Divya", "Charan", "Bhavya", "Aarav"]);
  });

  it("by kid name, both ways (ascending when dir is left out)", async () => {
    expect((await list("sort=kidName")).names).toEqual(["Aarav", "Bhavya", "Charan", "Divya", "Eshan"]);
    expect((await list("sort=kidName&dir=asc")).names).toEqual(["Aarav", "Bhavya", "Charan", "Divya", "Eshan"]);
    expect((await list("sort=kidName&dir=desc")).names).toEqual(["Eshan", "Divya", "Charan", "Bhavya", "Aarav"]);
  });

  it("by date of birth, both ways", async () => {
    // Oldest (earliest date) first.
    expect((await list("sort=dob&dir=asc")).names).toEqual(["Charan", "Eshan", "Aarav", "Divya", "Bhavya"]);
    expect((await list("sort=dob&dir=desc")).names).toEqual(["Bhavya", "Divya", "Aarav", "Eshan", "Charan"]);
  });

  it("by status, both ways, kids of the same status in id order", async () => {
    const status = (k: Kid) => k.kid.status;
    expect((await list("sort=status&dir=asc")).names).toEqual(expectedOrder(status, "asc"));
    expect((await list("sort=status&dir=desc")).names).toEqual(expectedOrder(status, "desc"));
    expect((await list("sort=status&dir=asc")).names.slice(2)).toEqual(["Charan", "Bhavya", "Divya"]);
  });

  it("by creation time, both ways", async () => {
    expect((await list("sort=createdAt&dir=asc")).names).toEqual(["Aarav", "Bhavya", "Charan", "Divya", "Eshan"]);
    expect((await list("sort=createdAt&dir=desc")).names).toEqual(["Eshan", "Divya", "Charan", "Bhavya", "Aarav"]);
  });

  it("pages through a sorted list without overlap", async () => {
    const first = await list("sort=kidName&pageSize=2&page=1");
    const second = await list("sort=kidName&pageSize=2&page=2");
    const third = await list("sort=kidName&pageSize=2&page=3");
    expect([first.names, second.names, third.names]).toEqual([["Aarav", "Bhavya"], ["Charan", "Divya"], ["Eshan"]]);
    expect(third.page).toEqual({ page: 3, pageSize: 2, total: 5 });
  });
});

describe("kid list: bounds", () => {
  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allKidProfiles);
    await expectPageSizeBound(t, admin, API.allKidProfiles, "&status=active&sort=kidName");
  });
});
