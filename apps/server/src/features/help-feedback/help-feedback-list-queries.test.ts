import { API, type Feedback, type HelpRequest } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedback, helpRequests, kids } from "../../db/schema";
import { expectPageSizeBound, getOk } from "../../test/list-helpers";
import { adminHeaders } from "../../test/staff-factories";
import { createTestApp, createUser, type TestApp } from "../../test/test-app";

/**
 * The admin's help-request and feedback lists (docs/decisions/0080, 0087): help searched in the
 * kid's name, the reason and who raised it, filtered by status, sorted by time and kid name;
 * feedback searched in the name, mobile and text, sorted by time and name; both ways, bounded.
 */
let t: TestApp;
let admin: Record<string, string>;
/** Row id → a short label, so answers read as lists of labels. */
const label = new Map<string, string>();
let muraliMobile = "";

/** Factory: a kid straight into the table (these lists read only its name), with overrides. */
async function insertKid(kidName: string): Promise<string> {
  const [row] = await t.database.db
    .insert(kids)
    .values({ kidName, gender: "female", dateOfBirth: "2017-02-01", bloodGroup: "A+", status: "active", joiningDate: "2024-06-01", address1: "2-14, Kothapet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522001" })
    .returning({ id: kids.id });
  return row.id;
}

/** Factory: a help request raised at a given time, with its id (ties on kid name break by id). */
async function insertHelp(name: string, values: { n: number; kidId: string; createdBy: string; reason: string; status: string }) {
  const id = `00000000-0000-4000-8000-00000000000${values.n}`;
  const at = new Date(Date.UTC(2026, 0, values.n, 9));
  await t.database.db.insert(helpRequests).values({ id, kidId: values.kidId, createdBy: values.createdBy, reason: values.reason, status: values.status, createdAt: at, updatedAt: at });
  label.set(id, name);
}

/** Factory: a feedback sent at a given time. */
async function insertFeedback(name: string, values: { n: number; name: string; mobileNo: string; text: string; createdBy: string }) {
  const at = new Date(Date.UTC(2026, 1, values.n, 9));
  const [row] = await t.database.db
    .insert(feedback)
    .values({ name: values.name, mobileNo: values.mobileNo, feedback: values.text, createdBy: values.createdBy, createdAt: at, updatedAt: at })
    .returning({ id: feedback.id });
  label.set(row.id, name);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  const gopal = await createUser(t.database, { role: "father", name: "Gopal Rao" });
  const sujatha = await createUser(t.database, { role: "mother", name: "Sujatha" });
  const murali = await createUser(t.database, { role: "father", name: "Murali Krishna" });
  muraliMobile = murali.mobile!;
  const [bhanu, anitha, chinni] = [await insertKid("Bhanu"), await insertKid("anitha"), await insertKid("Chinni")];
  await insertHelp("H1", { n: 1, kidId: bhanu, createdBy: gopal.id, reason: "The van was late at Brodipet.", status: "open" });
  await insertHelp("H2", { n: 2, kidId: anitha, createdBy: sujatha.id, reason: "Please change the pickup point.", status: "in_progress" });
  await insertHelp("H3", { n: 3, kidId: chinni, createdBy: murali.id, reason: "The caretaker did not wait.", status: "resolved" });
  await insertHelp("H4", { n: 4, kidId: bhanu, createdBy: gopal.id, reason: "Please call me back.", status: "open" });
  await insertFeedback("F1", { n: 1, name: "lalitha", mobileNo: "9000000001", text: "Thank you for the safe rides.", createdBy: gopal.id });
  await insertFeedback("F2", { n: 2, name: "Ramesh", mobileNo: "9000000002", text: "The van's AC does not work.", createdBy: sujatha.id });
  await insertFeedback("F3", { n: 3, name: "Kiran", mobileNo: "", text: "Drivers are punctual.", createdBy: murali.id });
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function help(query: string) {
  const body = (await getOk(t, admin, `${API.allHelp}?${query}`)).json() as { data: HelpRequest[]; page: { page: number; pageSize: number; total: number } };
  return { labels: body.data.map((h) => label.get(h.uuid)), rows: body.data, page: body.page };
}

async function feedbackList(query: string) {
  const body = (await getOk(t, admin, `${API.allFeedback}?${query}`)).json() as { data: Feedback[]; page: { page: number; pageSize: number; total: number } };
  return { labels: body.data.map((f) => label.get(f.uuid)), rows: body.data, page: body.page };
}

describe("help list", () => {
  it("searches the kid's name, the reason, and the name and mobile of who raised it, ignoring case", async () => {
    expect((await help("q=BHANU")).labels).toEqual(["H4", "H1"]);
    expect((await help("q=pickup")).labels).toEqual(["H2"]);
    expect((await help("q=sujatha")).labels).toEqual(["H2"]);
    expect((await help("q=gopal")).labels).toEqual(["H4", "H1"]);
    expect((await help(`q=${muraliMobile}`)).labels).toEqual(["H3"]);
    const none = await help("q=nobody");
    expect(none).toMatchObject({ labels: [], page: { total: 0 } });
  });

  it("filters by status, alone and with the search", async () => {
    expect((await help("status=open")).labels).toEqual(["H4", "H1"]);
    expect((await help("status=in_progress")).labels).toEqual(["H2"]);
    expect((await help("status=resolved")).labels).toEqual(["H3"]);
    expect((await help("status=open&q=call")).labels).toEqual(["H4"]);
    expect((await help("status=resolved&q=bhanu")).page.total).toBe(0);
  });

  it("sorts newest first by default; by time and by kid name (ignoring case, ties by id), both ways", async () => {
    expect((await help("")).labels).toEqual(["H4", "H3", "H2", "H1"]);
    expect((await help("sort=createdAt&dir=asc")).labels).toEqual(["H1", "H2", "H3", "H4"]);
    expect((await help("sort=createdAt&dir=desc")).labels).toEqual(["H4", "H3", "H2", "H1"]);
    expect((await help("sort=kidName")).labels).toEqual(["H2", "H1", "H4", "H3"]);
    expect((await help("sort=kidName&dir=desc")).labels).toEqual(["H3", "H4", "H1", "H2"]);
    expect((await help("sort=kidName")).rows.map((h) => h.kidDetails.kidName)).toEqual(["anitha", "Bhanu", "Bhanu", "Chinni"]);
  });

  it("pages a filtered list with the filtered total", async () => {
    const second = await help("status=open&sort=createdAt&pageSize=1&page=2");
    expect(second.labels).toEqual(["H4"]);
    expect(second.page).toEqual({ page: 2, pageSize: 1, total: 2 });
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allHelp);
    await expectPageSizeBound(t, admin, API.allHelp, "&status=open");
  });
});

describe("feedback list", () => {
  it("searches the name, the mobile and the text, ignoring case", async () => {
    expect((await feedbackList("q=RAMESH")).labels).toEqual(["F2"]);
    expect((await feedbackList("q=9000000002")).labels).toEqual(["F2"]);
    expect((await feedbackList("q=90000000")).labels).toEqual(["F2", "F1"]);
    expect((await feedbackList("q=punctual")).labels).toEqual(["F3"]);
    expect((await feedbackList("q=van's")).labels).toEqual(["F2"]);
    expect((await feedbackList("q=nobody")).page.total).toBe(0);
  });

  it("sorts newest first by default; by time and by name (ignoring case), both ways", async () => {
    expect((await feedbackList("")).labels).toEqual(["F3", "F2", "F1"]);
    expect((await feedbackList("sort=createdAt&dir=asc")).labels).toEqual(["F1", "F2", "F3"]);
    expect((await feedbackList("sort=createdAt&dir=desc")).labels).toEqual(["F3", "F2", "F1"]);
    expect((await feedbackList("sort=name")).labels).toEqual(["F3", "F1", "F2"]);
    expect((await feedbackList("sort=name&dir=asc")).rows.map((f) => f.name)).toEqual(["Kiran", "lalitha", "Ramesh"]);
    expect((await feedbackList("sort=name&dir=desc")).labels).toEqual(["F2", "F1", "F3"]);
  });

  it("pages with the total", async () => {
    const last = await feedbackList("sort=name&pageSize=2&page=2");
    expect(last.labels).toEqual(["F2"]);
    expect(last.page).toEqual({ page: 2, pageSize: 2, total: 3 });
  });

  it("refuses a page size above the maximum with 400 and the message; the maximum is answered", async () => {
    await expectPageSizeBound(t, admin, API.allFeedback);
    await expectPageSizeBound(t, admin, API.allFeedback, "&q=van");
  });
});
