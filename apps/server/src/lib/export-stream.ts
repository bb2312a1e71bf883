import { once, type EventEmitter } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type { ExportFormat } from "@app/contracts";
import { stringify } from "csv-stringify/sync";
import type ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";

/** One column of an export: its heading and how a row fills it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /**
   * The value is a day, YYYY-MM-DD. It is written DD-MM-YYYY, the way the office reads dates: as
   * text in CSV, as a real date shown dd-mm-yyyy in Excel, so that it sorts and filters as a date
   * (docs/decisions/0248).
   */
  date?: boolean;
}

/**
 * A text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab / carriage return in
 * front of one) gets a leading apostrophe, the OWASP advice against CSV injection. Numbers stay
 * numbers, so a negative distance is not touched.
 */
export function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as CSV writes it: DD-MM-YYYY; anything that is not a YYYY-MM-DD day stays as it is (neutralised). */
export function dayText(value: string | number | null | undefined): string | number {
  const m = typeof value === "string" ? ISO_DAY.exec(value) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : neutralise(value);
}

/** A day as an Excel cell: midnight UTC of the day, which ExcelJS writes as that day's serial number. */
function dayCell(value: string | number | null | undefined): string | number | Date {
  const m = typeof value === "string" ? ISO_DAY.exec(value) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : neutralise(value);
}

/**
 * Excel column widths, in characters: each column as wide as its heading (bold, so a tenth more)
 * or its longest value in the first batch, whichever is wider, never narrower than `min` nor wider
 * than `max` (a long address then runs on as Excel shows any long text). A streamed sheet writes
 * its widths before its first row, so only the first batch (up to 1,000 rows) can be measured
 * (docs/decisions/0249). Lengths count code points: Telugu and Hindi vowel signs count although
 * they take no width of their own, which errs on the wide side.
 */
export const COLUMN_WIDTH = { min: 8, max: 60, padding: 2 } as const;
const textLength = (value: string | number | Date) => (value instanceof Date ? 10 : [...String(value)].length);
export function columnWidths(headers: string[], rows: (string | number | Date)[][]): number[] {
  return headers.map((header, i) => {
    let longest = Math.ceil(textLength(header) * 1.1);
    for (const row of rows) longest = Math.max(longest, textLength(row[i] ?? ""));
    return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, longest)) + COLUMN_WIDTH.padding;
  });
}

/**
 * Cell styles shared by every cell of a kind. ExcelJS gives each new cell a style object of its own
 * and, with styles on, works out each object's style id afresh (it remembers ids per object): one
 * shared object per kind makes that a lookup: per-cell objects cost about twice as much CPU as
 * shared ones in ExcelJS's writer (docs/decisions/0249).
 */
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
const DAY_STYLE: Partial<ExcelJS.Style> = { numFmt: "dd-mm-yyyy" };
// The workbook's own font (Calibri 11), bold: a font entry names its face and size, as Excel writes it.
const HEADER_FONT: Partial<ExcelJS.Font> = { name: "Calibri", family: 2, size: 11, bold: true };

/**
 * One turn of the event loop. PGlite answers a query inside the same turn (its engine runs in this
 * process: no socket to wait on), so a loop of reads never let zlib's deflate or the socket run:
 * the zip of a year's Excel export sat in memory and no byte left for minutes (docs/decisions/0190).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The stream between ExcelJS's sheet and the zip's deflate (archiver's entry stream, a
 * readable-stream 2 PassThrough). ExcelJS 4.4 writes the sheet into it without waiting (its
 * StreamBuf ignores write()'s answer), so when rows come faster than zlib deflates them this is
 * where they pile up: a year's export on PGlite grew the server by 190 MiB in its first minute.
 * Its own write state says when to wait. Reached through ExcelJS's internals; `export-stream.test.ts`
 * fails if a new version moves them.
 */
type ZipInput = EventEmitter & { writableNeedDrain?: boolean; _writableState?: { needDrain: boolean } };
function zipInput(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  return (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
}
const needsDrain = (s: ZipInput | undefined) => Boolean(s && (s.writableNeedDrain ?? s._writableState?.needDrain));

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * Streams an export: rows arrive in batches from `batches` (a database cursor of sorts), each
 * batch is written and released before the next is read, so a year of attendance never sits in
 * memory. CSV via csv-stringify, a batch at a time; .xlsx via ExcelJS's streaming WorkbookWriter,
 * with a bold, frozen heading row, a filter on every column and widths that fit (docs/decisions/0249).
 */
export async function sendExport<T>(
  reply: FastifyReply,
  options: { format: ExportFormat; fileName: string; sheetName: string; columns: ExportColumn<T>[]; batches: () => AsyncIterable<T[]> },
): Promise<FastifyReply> {
  const { format, fileName, sheetName, columns, batches } = options;
  reply.header("Content-Type", CONTENT_TYPES[format]);
  reply.header("Content-Disposition", `attachment; filename="${fileName}.${format}"`);
  reply.header("Cache-Control", "no-store");

  if (format === "csv") {
    const headers = columns.map((c) => c.header);
    const csvCells = columns.map((c) => (c.date ? (row: T) => dayText(c.value(row)) : (row: T) => neutralise(c.value(row))));
    const toText = (row: T) => csvCells.map((cell) => cell(row));
    // A batch becomes text in one step, so its rows are garbage before the next read: rows handed
    // one by one to csv-stringify's stream cost a promise and a chunk each, and a 30-day CSV took
    // four times as long as the same data in Excel (issue 12, docs/performance.md).
    // Readable.from reads the next batch only when the response asks for it.
    async function* text() {
      // The BOM lets Excel open the UTF-8 file with Telugu and Hindi names intact.
      yield stringify([], { header: true, columns: headers, bom: true });
      for await (const batch of batches()) yield stringify(batch.map(toText));
    }
    return reply.send(Readable.from(text()));
  }

  // ExcelJS and its zip libraries took a tenth of the server's start-up: loaded on the first Excel
  // download instead (docs/decisions/0192).
  const { default: ExcelJS } = await import("exceljs");
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // The heading row stays in view while the office scrolls (docs/decisions/0249); a streamed sheet
  // writes its views when it opens, so they are given here.
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", xSplit: 0, ySplit: 1 }] });
  const xlsxCells = columns.map((c) => (c.date ? (row: T) => dayCell(c.value(row)) : (row: T) => neutralise(c.value(row))));
  const styles = columns.map((c) => (c.date ? DAY_STYLE : PLAIN_STYLE));
  const toCells = (row: T) => xlsxCells.map((cell) => cell(row));
  let started = false;
  let written = 0;
  // The columns (their widths) and the bold heading row, once the first rows are there to measure.
  const start = (first: (string | number | Date)[][]) => {
    const widths = columnWidths(columns.map((c) => c.header), first);
    sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: widths[i] }));
    sheet.getRow(1).font = HEADER_FONT;
    started = true;
  };
  void (async () => {
    try {
      for await (const batch of batches()) {
        // A client that went away destroys the stream: stop reading the database for it.
        if (out.destroyed) return;
        const rows = batch.map(toCells);
        if (!started && rows.length) start(rows);
        for (const values of rows) {
          const row = sheet.addRow(values);
          for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i];
          row.commit();
        }
        written += rows.length;
        await nextTurn();
        // Back-pressure, twice: wait while the zip has not deflated what the sheet handed it, then
        // while the client has not taken what was zipped (or is gone: a destroyed stream never
        // drains, and closes).
        const backlog = zipInput(sheet);
        if (needsDrain(backlog)) await Promise.race([once(backlog!, "drain"), once(out, "close")]);
        if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
      }
      if (out.destroyed) return;
      if (!started) start([]);
      // A filter on every column over every row written (the sheet writes it after its rows).
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: written + 1, column: columns.length } };
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return reply.send(out);
}

/** Offset batches of a list query (lists of a few thousand rows: kids, staff, routes, enquiries). */
export async function* offsetBatches<T>(fetch: (limit: number, offset: number) => Promise<T[]>, size = 1000): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(size, offset);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
