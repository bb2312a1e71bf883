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
 * memory. CSV via csv-stringify, a batch at a time; .xlsx via ExcelJS's streaming WorkbookWriter.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  options: { format: ExportFormat; fileName: string; sheetName: string; columns: ExportColumn<T>[]; batches: () => AsyncIterable<T[]> },
): Promise<FastifyReply> {
  const { format, fileName, sheetName, columns, batches } = options;
  reply.header("Content-Type", CONTENT_TYPES[format]);
  reply.header("Content-Disposition", `attachment; filename="${fileName}.${format}"`);
  reply.header("Cache-Control", "no-store");
  const toCells = (row: T) => columns.map((c) => neutralise(c.value(row)));

  if (format === "csv") {
    const headers = columns.map((c) => c.header);
    // A batch becomes text in one step, so its rows are garbage before the next read: rows handed
    // one by one to csv-stringify's stream cost a promise and a chunk each, and a 30-day CSV took
    // four times as long as the same data in Excel (issue 12, docs/performance.md).
    // Readable.from reads the next batch only when the response asks for it.
    async function* text() {
      // The BOM lets Excel open the UTF-8 file with Telugu and Hindi names intact.
      yield stringify([], { header: true, columns: headers, bom: true });
      for await (const batch of batches()) yield stringify(batch.map(toCells));
    }
    return reply.send(Readable.from(text()));
  }

  // ExcelJS and its zip libraries took a tenth of the server's start-up: loaded on the first Excel
  // download instead (docs/decisions/0192).
  const { default: ExcelJS } = await import("exceljs");
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: Math.max(12, c.header.length + 2) }));
  void (async () => {
    try {
      for await (const batch of batches()) {
        // A client that went away destroys the stream: stop reading the database for it.
        if (out.destroyed) return;
        for (const row of batch) sheet.addRow(toCells(row)).commit();
        await nextTurn();
        // Back-pressure, twice: wait while the zip has not deflated what the sheet handed it, then
        // while the client has not taken what was zipped (or is gone: a destroyed stream never
        // drains, and closes).
        const backlog = zipInput(sheet);
        if (needsDrain(backlog)) await Promise.race([once(backlog!, "drain"), once(out, "close")]);
        if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
      }
      if (out.destroyed) return;
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
