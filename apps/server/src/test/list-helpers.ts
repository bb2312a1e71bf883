import { LIST_PAGE_SIZE_MAX, messages, todayInIndia, type ExportFormat } from "@app/contracts";
import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "./test-app";

/**
 * Calls and checks the list and export tests share (docs/decisions/0080, 0081): an admin GET that
 * must answer 200, the page-size bound, and a CSV or .xlsx answer read back into rows of cells.
 */
export type Headers = Record<string, string>;

/** GET as `headers`; fails the test (with the answer's body) unless it is 200. */
export async function getOk(t: TestApp, headers: Headers, url: string): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
}

/** The list's page size bound: one above the maximum is 400 with the documented message; the maximum is answered. */
export async function expectPageSizeBound(t: TestApp, headers: Headers, path: string, extra = ""): Promise<void> {
  const refused = await t.app.inject({ method: "GET", url: `${path}?pageSize=${LIST_PAGE_SIZE_MAX + 1}${extra}`, headers });
  expect(refused.statusCode, path).toBe(400);
  expect(refused.json(), path).toEqual({ error: messages.lists.pageSizeTooLarge(LIST_PAGE_SIZE_MAX) });
  const max = await getOk(t, headers, `${path}?pageSize=${LIST_PAGE_SIZE_MAX}${extra}`);
  expect(max.headers["x-page-size"], path).toBe(String(LIST_PAGE_SIZE_MAX));
}

/** RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

/** A CSV export's rows (header first): checks the type and the UTF-8 BOM, then parses. */
export function csvRows(res: LightMyRequestResponse): string[][] {
  expect(res.headers["content-type"]).toContain("text/csv");
  expect(res.body.startsWith("\uFEFF"), "CSV starts with a BOM").toBe(true);
  return parseCsv(res.body.slice(1));
}

/** An .xlsx export's first sheet as rows of cell values (header first), read back with ExcelJS. */
export async function xlsxRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The attachment's file name from Content-Disposition. */
export function attachmentName(res: LightMyRequestResponse): string | undefined {
  return /^attachment; filename="([^"]+)"$/.exec(String(res.headers["content-disposition"]))?.[1];
}

/** An Excel date cell (midnight UTC of its day) as the sheet shows it, DD-MM-YYYY (docs/decisions/0248). */
export const excelDay = (d: Date) => `${String(d.getUTCDate()).padStart(2, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${d.getUTCFullYear()}`;

/**
 * An admin's export of `path` in `format` (named `<last path segment>-<today in India>.<format>`):
 * its rows with empty cells as "" and Excel dates as the sheet shows them (DD-MM-YYYY), each as
 * wide as the header; `raw` keeps the cells as read.
 */
export async function downloadExport(t: TestApp, headers: Headers, path: string, format: ExportFormat, query = "") {
  const res = await getOk(t, headers, `${path}?format=${format}${query}`);
  expect(attachmentName(res)).toBe(`${path.split("/").pop()}-${todayInIndia()}.${format}`);
  const raw = format === "csv" ? csvRows(res) : await xlsxRows(res);
  const width = raw[0].length;
  const cell = (v: unknown) => (v === undefined || v === null ? "" : v instanceof Date ? excelDay(v) : v);
  const rows = raw.map((r) => Array.from({ length: width }, (_, i) => cell(r[i])));
  return { header: rows[0], body: rows.slice(1), raw: raw.slice(1) };
}
