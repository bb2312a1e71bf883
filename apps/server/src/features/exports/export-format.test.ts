import { API, API_EXPORTS, ATTENDANCE_SECTION_KEYS, formatDateIndia, todayInIndia, type ExportFormat, type Language } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema";
import { createCapture } from "../../test/attendance-factories";
import { createKid } from "../../test/kid-factories";
import { csvRows, excelDay, getOk } from "../../test/list-helpers";
import { createRoute, type RouteWorld } from "../../test/route-factories";
import { useRouteWorld } from "../../test/route-world-hooks";
import { adminHeaders, createDriver } from "../../test/staff-factories";
import type { TestApp } from "../../test/test-app";

/**
 * Exports an office can use (docs/decisions/0248, 0249): every list's CSV and Excel with dates
 * DD-MM-YYYY, values in the words the screens use in the reader's language (Accept-Language, or the
 * account's saved language), the enquiries' pickup and drop places, and Excel sheets with a bold,
 * frozen heading row, a filter on every column and widths that fit the content.
 */
let t: TestApp;
let w: RouteWorld;
const today = todayInIndia();
const FORMATS: ExportFormat[] = ["csv", "xlsx"];
// Longer than the widest column (60 characters): its column stops at the bound.
const LONG_ADDRESS = "Flat 402, Sri Sai Residency, 4th Lane, Brodipet Main Road, near the Ramalayam temple";

useRouteWorld(async (app, world) => {
  t = app;
  w = world;
  await createKid(t.app, w.admin, {
    kidName: "Arjun Varma",
    gender: "male",
    kidsDateOfBirth: "2018-06-05",
    joiningDate: "2025-07-01",
    home_address: { address1: LONG_ADDRESS, city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" },
  });
  await createDriver(t.app, w.admin, { name: "Suspended Driver", status: "suspended", dob: "1990-04-15" });
  await createRoute(t.app, w.admin, { name: "Long Route", type: "Longest" });
  // Factory: enquiries straight into the table; 20:00 UTC on 5 March is 01:30 on 6 March in India.
  const at = new Date("2026-03-05T20:00:00Z");
  await t.database.db.insert(enquiries).values([
    { nameOfEnquiry: "Ramana Rao", nameOfKid: "Harsha", ageOfKid: 6, phoneNumber: "9848000001", email: "ramana@example.com", status: "won", pickupLocation: "Brodipet 4th Line", dropLocation: "Vignan School, Lam", createdAt: at, updatedAt: at },
    { nameOfEnquiry: "Anjali Devi", nameOfKid: "Tejaswi", ageOfKid: 7, phoneNumber: "9848000002", email: "anjali@example.com", status: null, createdAt: at, updatedAt: at },
  ]);
  await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { type: "homePickup", date: today, pickupTime: "07:35" });
});

/** The six exports, with what their rows are found by and the query they need. */
const EXPORTS = [
  { path: API_EXPORTS.kids, query: "" },
  { path: API_EXPORTS.attendance, query: `&from=${today}&to=${today}` },
  { path: API_EXPORTS.drivers, query: "" },
  { path: API_EXPORTS.caretakers, query: "" },
  { path: API_EXPORTS.routes, query: "" },
  { path: API_EXPORTS.enquiries, query: "" },
] as const;
type ExportPath = (typeof EXPORTS)[number]["path"];
const queryOf = (path: ExportPath) => EXPORTS.find((e) => e.path === path)!.query;

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0];
}

/**
 * An export read back as the office sees it: rows of texts (header first), Excel dates as the sheet
 * shows them (DD-MM-YYYY), empty cells as "". `sheet` is the Excel sheet itself.
 */
async function read(path: ExportPath, format: ExportFormat, headers: Record<string, string> = w.admin) {
  const res = await getOk(t, headers, `${path}?format=${format}${queryOf(path)}`);
  if (format === "csv") return { rows: csvRows(res), sheet: undefined };
  const sheet = await workbookOf(res);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (values[i] instanceof Date ? excelDay(values[i] as Date) : (values[i] ?? ""))));
  });
  return { rows, sheet };
}

/** A row's cells by heading. */
function byHeading(rows: unknown[][], name: string, column = 0): Record<string, unknown> {
  const row = rows.find((r) => r[column] === name);
  expect(row, `a row for ${name}`).toBeDefined();
  return Object.fromEntries(rows[0].map((h, i) => [String(h), row![i]]));
}

describe("Excel: a heading row an office can work with", () => {
  it.each(EXPORTS.map((e) => e.path))("%s: bold frozen heading row, a filter over every row, widths that fit the content", async (path) => {
    const { sheet, rows } = await read(path, "xlsx");
    const n = rows[0].length;
    expect(rows.length, "at least one row under the headings").toBeGreaterThan(1);
    for (let c = 1; c <= n; c++) expect(sheet!.getRow(1).getCell(c).font?.bold, `heading ${c} bold`).toBe(true);
    expect(sheet!.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet!.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet!.autoFilter).toBe(`A1:${String.fromCharCode(64 + n)}${rows.length}`);
    for (let c = 1; c <= n; c++) {
      const longest = Math.max(...rows.map((r) => [...String(r[c - 1])].length));
      const width = sheet!.getColumn(c).width!;
      expect(width, `column ${rows[0][c - 1]} is at least as wide as its longest text (up to 60)`).toBeGreaterThanOrEqual(Math.min(longest, 60));
      expect(width, `column ${rows[0][c - 1]} stays within the bound`).toBeLessThanOrEqual(62);
    }
  });

  it("a kid's long address fills its column up to the bound, no further", async () => {
    const { sheet, rows } = await read(API_EXPORTS.kids, "xlsx");
    const address = rows[0].indexOf("Address") + 1;
    expect(sheet!.getColumn(address).width).toBe(62);
    // The date columns fit DD-MM-YYYY beside their headings.
    expect(sheet!.getColumn(rows[0].indexOf("Date of Birth") + 1).width).toBeGreaterThanOrEqual("Date of Birth".length);
  });
});

describe.each(FORMATS)("dates DD-MM-YYYY (%s)", (format) => {
  it("in every export: kids' births and joining, staff births and creation, the attendance day, an enquiry's India day", async () => {
    const kids = await read(API_EXPORTS.kids, format);
    expect(byHeading(kids.rows, "Arjun Varma")).toMatchObject({ "Date of Birth": "05-06-2018", "Joining Date": "01-07-2025" });
    const drivers = await read(API_EXPORTS.drivers, format);
    expect(byHeading(drivers.rows, "Suspended Driver")).toMatchObject({ "Date of Birth": "15-04-1990", Created: formatDateIndia(today) });
    const caretakers = await read(API_EXPORTS.caretakers, format);
    expect(byHeading(caretakers.rows, "Caretaker A")).toMatchObject({ "Date of Birth": "20-09-1985", Created: formatDateIndia(today) });
    const attendance = await read(API_EXPORTS.attendance, format);
    expect(byHeading(attendance.rows, w.kidA.kid.kidName, 1)).toMatchObject({ Date: formatDateIndia(today) });
    const enquiryRows = await read(API_EXPORTS.enquiries, format);
    expect(byHeading(enquiryRows.rows, "Ramana Rao")).toMatchObject({ Received: "06-03-2026" });
    if (format === "xlsx") {
      // Real dates in Excel (they sort and filter as dates), shown dd-mm-yyyy whatever the computer's locale.
      for (const [{ sheet, rows }, heading] of [
        [kids, "Date of Birth"],
        [kids, "Joining Date"],
        [drivers, "Created"],
        [attendance, "Date"],
        [enquiryRows, "Received"],
      ] as const) {
        const column = sheet!.getColumn(rows[0].indexOf(heading) + 1);
        column.eachCell((cell, row) => {
          if (row === 1) return;
          expect(cell.value, heading).toBeInstanceOf(Date);
          expect(cell.numFmt, heading).toBe("dd-mm-yyyy");
        });
      }
    } else {
      for (const row of enquiryRows.rows.slice(1)) expect(row[enquiryRows.rows[0].indexOf("Received")]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    }
  });
});

describe.each(FORMATS)("values as the screens word them, and the enquiry's places (%s)", (format) => {
  it("in English by default: Male, Active, Suspended, Longest, Won, New; pickup and drop places", async () => {
    const kids = (await read(API_EXPORTS.kids, format)).rows;
    expect(byHeading(kids, "Arjun Varma")).toMatchObject({ Gender: "Male", Status: "Active" });
    expect(byHeading(kids, "Kid A")).toMatchObject({ Gender: "Female" });
    const drivers = (await read(API_EXPORTS.drivers, format)).rows;
    expect(byHeading(drivers, "Suspended Driver").Status).toBe("Suspended");
    expect(byHeading(drivers, "Driver A").Status).toBe("Active");
    expect(byHeading((await read(API_EXPORTS.caretakers, format)).rows, "Caretaker B").Status).toBe("Active");
    const routes = (await read(API_EXPORTS.routes, format)).rows;
    expect(byHeading(routes, "Long Route")["Route Type"]).toBe("Longest");
    expect(byHeading(routes, "Route A")["Route Type"]).toBe("Shortest");
    const enquiryRows = (await read(API_EXPORTS.enquiries, format)).rows;
    expect(byHeading(enquiryRows, "Ramana Rao")).toMatchObject({ Status: "Won", "Pickup Location": "Brodipet 4th Line", "Drop Location": "Vignan School, Lam" });
    expect(byHeading(enquiryRows, "Anjali Devi")).toMatchObject({ Status: "New", "Pickup Location": "", "Drop Location": "" });
  });
});

/** Every export's headings in a language, as its catalogue words them. */
function headingsIn(language: Language) {
  const x = catalogueFor(language).exports;
  const legs = catalogueFor(language).attendance.screens.sectionTitles;
  return {
    [API_EXPORTS.kids]: Object.values(x.kids),
    [API_EXPORTS.attendance]: [x.attendance.date, x.attendance.kidName, ...ATTENDANCE_SECTION_KEYS.flatMap((k) => [x.attendance.time(legs[k]), x.attendance.by(legs[k])])],
    [API_EXPORTS.drivers]: Object.values(x.staff),
    [API_EXPORTS.caretakers]: Object.values(x.staff),
    [API_EXPORTS.routes]: Object.values(x.routes),
    [API_EXPORTS.enquiries]: Object.values(x.enquiries),
  } as Record<ExportPath, string[]>;
}

/** The words of one export's row, by the English heading's position. */
async function wordsIn(path: ExportPath, format: ExportFormat, headers: Record<string, string>, name: string, english: string[]) {
  const { rows } = await read(path, format, headers);
  const row = rows.find((r) => r[0] === name)!;
  expect(row, name).toBeDefined();
  return Object.fromEntries(english.map((h) => [h, row[headingsIn("en")[path].indexOf(h)]]));
}

describe.each(FORMATS)("in the reader's language (%s)", (format) => {
  it("Telugu with Accept-Language: headings, the sheet's name and the screens' words", async () => {
    const te = { ...w.admin, "accept-language": "te-IN,te;q=0.9" };
    for (const { path } of EXPORTS) expect((await read(path, format, te)).rows[0], path).toEqual(headingsIn("te")[path]);
    expect(await wordsIn(API_EXPORTS.kids, format, te, "Arjun Varma", ["Gender", "Status", "Date of Birth"])).toEqual({ Gender: "మగ", Status: "యాక్టివ్", "Date of Birth": "05-06-2018" });
    expect((await wordsIn(API_EXPORTS.drivers, format, te, "Suspended Driver", ["Status"])).Status).toBe("సస్పెండ్");
    expect((await wordsIn(API_EXPORTS.routes, format, te, "Long Route", ["Route Type"]))["Route Type"]).toBe("పొడవైనది");
    expect((await wordsIn(API_EXPORTS.enquiries, format, te, "Ramana Rao", ["Status"])).Status).toBe("చేరారు");
    expect((await wordsIn(API_EXPORTS.enquiries, format, te, "Anjali Devi", ["Status"])).Status).toBe("కొత్తది");
    if (format === "xlsx") {
      const sheet = await workbookOf(await getOk(t, te, `${API_EXPORTS.kids}?format=xlsx`));
      expect(sheet.name).toBe("పిల్లలు");
    }
  });

  it("Hindi as the admin's saved language, which wins over the browser's Accept-Language", async () => {
    const hindiAdmin = (await adminHeaders(t.app, t.database)).headers;
    const saved = await t.app.inject({ method: "PUT", url: API.myLanguage, headers: hindiAdmin, payload: { language: "hi" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const hi = { ...hindiAdmin, "accept-language": "te-IN,te;q=0.9" };
    expect((await read(API_EXPORTS.attendance, format, hi)).rows[0]).toEqual(headingsIn("hi")[API_EXPORTS.attendance]);
    expect(await wordsIn(API_EXPORTS.kids, format, hi, "Arjun Varma", ["Gender", "Status"])).toEqual({ Gender: "लड़का", Status: "सक्रिय" });
    expect((await wordsIn(API_EXPORTS.caretakers, format, hi, "Caretaker A", ["Status"])).Status).toBe("सक्रिय");
    expect((await wordsIn(API_EXPORTS.enquiries, format, hi, "Ramana Rao", ["Status", "Pickup Location"]))).toEqual({ Status: "जुड़ गए", "Pickup Location": "Brodipet 4th Line" });
    expect((await wordsIn(API_EXPORTS.enquiries, format, hi, "Anjali Devi", ["Status"])).Status).toBe("नई");
  });
});
