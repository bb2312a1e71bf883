import { API, API_EXPORTS, messages, type ExportFormat } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema";
import { createKid, validInstitute, validParents } from "../../test/kid-factories";
import { downloadExport, getOk } from "../../test/list-helpers";
import { adminHeaders } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Kid and enquiry exports (docs/decisions/0081) in Excel and CSV: a header row, one line per
 * record with the list's filters and order, the date in the file name, formula injection
 * neutralised, numbers kept as numbers, and no Aadhaar number in a kid's file.
 */
let t: TestApp;
let admin: Record<string, string>;
const FORMATS: ExportFormat[] = ["xlsx", "csv"];
type Kid = Awaited<ReturnType<typeof createKid>>;
const kids: Record<string, Kid> = {};

const ENQUIRIES = [
  { nameOfEnquiry: '=HYPERLINK("http://evil.example")', nameOfKid: "Harsha", status: "won", ageOfKid: 6 },
  { nameOfEnquiry: "+91 Ravi", nameOfKid: "Ishaan", status: "won", ageOfKid: 7 },
  { nameOfEnquiry: "-Minus", nameOfKid: "Pavani", status: null, ageOfKid: 8 },
  { nameOfEnquiry: "@Handle", nameOfKid: "Tejaswi", status: "lost", ageOfKid: 9 },
  { nameOfEnquiry: "Plain Guardian", nameOfKid: "Bhargav", status: null, ageOfKid: 10 },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  for (const [kidName, status, fatherName, motherName, institutes] of [
    ["Aarav", "active", "=SUM(1+1)", "Padma", [validInstitute()]],
    ["Bhavya", "active", "+Ravi", "-Sita", [validInstitute({ name: "Vignan School", course_name: "Chess" })]],
    ["Charan", "inactive", "Mohan", "@Lakshmi", [validInstitute(), validInstitute({ name: "Vignan School", course_name: "Chess" })]],
  ] as const) {
    kids[kidName] = await createKid(t.app, admin, { kidName, status, parentsDetails: validParents({ fatherName, motherName }), institution_details: [...institutes] });
  }
  // Factory: enquiries straight into the table, a day apart; the last one at 20:00 UTC, 01:30 in India the next day.
  await t.database.db.insert(enquiries).values(
    ENQUIRIES.map((e, i) => {
      const at = i === 4 ? new Date("2026-03-05T20:00:00Z") : new Date(Date.UTC(2026, 2, 1 + i, 6));
      return { ...e, phoneNumber: `984800000${i}`, email: `g${i}@example.com`, activity: ["school", "music"], createdAt: at, updatedAt: at };
    }),
  );
}, 180_000);
afterAll(async () => {
  await t.close();
});

const download = (path: string, format: ExportFormat, query = "") => downloadExport(t, admin, path, format, query);

const col = (key: keyof typeof messages.exports.kids) => Object.keys(messages.exports.kids).indexOf(key);

describe.each(FORMATS)("kids export (%s)", (format) => {
  it("has the header row and one line per kid with parents and institutes, formulas neutralised, no Aadhaar", async () => {
    const { header, body } = await download(API_EXPORTS.kids, format);
    expect(header).toEqual(Object.values(messages.exports.kids));
    expect(body).toHaveLength(3);
    const byName = Object.fromEntries(body.map((r) => [r[col("kidName")], r]));
    expect(Object.keys(byName).sort()).toEqual(["Aarav", "Bhavya", "Charan"]);
    expect(byName.Aarav[col("fatherName")]).toBe("'=SUM(1+1)");
    expect(byName.Bhavya[col("fatherName")]).toBe("'+Ravi");
    expect(byName.Bhavya[col("motherName")]).toBe("'-Sita");
    expect(byName.Charan[col("motherName")]).toBe("'@Lakshmi");
    expect(byName.Aarav[col("motherName")]).toBe("Padma");
    const p = kids.Charan.fields.parentsDetails;
    expect([byName.Charan[col("fatherMobile")], byName.Charan[col("fatherEmail")], byName.Charan[col("motherMobile")]]).toEqual([p.fatherMobile, p.fatherEmail, p.motherMobile]);
    expect(byName.Charan[col("institutes")]).toBe("Sri Chaitanya School (Abacus); Vignan School (Chess)");
    expect(byName.Charan[col("status")]).toBe("Inactive");
    const cells = body.flat().map(String);
    for (const k of Object.values(kids)) {
      for (const aadhaar of [k.fields.parentsDetails.father_aadhar_no!, k.fields.parentsDetails.mother_aadhar_no!]) {
        expect(cells.some((c) => c.includes(aadhaar))).toBe(false);
      }
    }
  });

  it("applies the list's status filter, search (a parent's name) and order", async () => {
    const active = await download(API_EXPORTS.kids, format, "&status=active&sort=kidName&dir=desc");
    expect(active.body.map((r) => r[col("kidName")])).toEqual(["Bhavya", "Aarav"]);
    const listed = (await getOk(t, admin, `${API.allKidProfiles}?status=active&sort=kidName&dir=desc`)).json().data.allUserProfiles.map((k: { kidName: string }) => k.kidName);
    expect(active.body.map((r) => r[col("kidName")])).toEqual(listed);
    expect((await download(API_EXPORTS.kids, format, "&q=lakshmi")).body.map((r) => r[col("kidName")])).toEqual(["Charan"]);
    expect((await download(API_EXPORTS.kids, format, `&q=${kids.Bhavya.fields.parentsDetails.motherMobile}`)).body).toHaveLength(1);
    const none = await download(API_EXPORTS.kids, format, "&status=paused");
    expect(none.header).toEqual(Object.values(messages.exports.kids));
    expect(none.body).toEqual([]);
  });
});

describe.each(FORMATS)("enquiries export (%s)", (format) => {
  const e = messages.exports.enquiries;
  const at = (key: keyof typeof e) => Object.keys(e).indexOf(key);

  it("has the header row and one line per enquiry, newest first, formulas neutralised, ages as numbers, India days (DD-MM-YYYY)", async () => {
    const { header, body } = await download(API_EXPORTS.enquiries, format);
    expect(header).toEqual(Object.values(e));
    expect(body).toHaveLength(ENQUIRIES.length);
    expect(body.map((r) => r[at("guardian")])).toEqual(["Plain Guardian", "'@Handle", "'-Minus", "'+91 Ravi", `'${ENQUIRIES[0].nameOfEnquiry}`]);
    expect(body.map((r) => r[at("age")])).toEqual(format === "xlsx" ? [10, 9, 8, 7, 6] : ["10", "9", "8", "7", "6"]);
    expect(body[0][at("createdAt")]).toBe("06-03-2026");
    expect(body[4][at("createdAt")]).toBe("01-03-2026");
    expect(body[0][at("activity")]).toBe("school, music");
    expect(body[0][at("status")]).toBe("New");
  });

  it("applies the list's status filter (new = none yet), search and order", async () => {
    const won = await download(API_EXPORTS.enquiries, format, "&status=won&sort=nameOfKid");
    expect(won.body.map((r) => r[at("kidName")])).toEqual(["Harsha", "Ishaan"]);
    const fresh = await download(API_EXPORTS.enquiries, format, "&status=new&sort=nameOfKid&dir=desc");
    expect(fresh.body.map((r) => r[at("kidName")])).toEqual(["Pavani", "Bhargav"]);
    expect((await download(API_EXPORTS.enquiries, format, "&q=tejas")).body.map((r) => r[at("guardian")])).toEqual(["'@Handle"]);
    expect((await download(API_EXPORTS.enquiries, format, "&q=9848000001")).body).toHaveLength(1);
  });
});
