import {
  API_EXPORTS,
  ATTENDANCE_EXPORT_MAX_DAYS,
  attendanceListQuerySchema,
  caretakerListQuerySchema,
  enquiryListQuerySchema,
  errorResponseSchema,
  exportFormatQuerySchema,
  kidListQuerySchema,
  kidRouteListQuerySchema,
  messages,
  routeListQuerySchema,
  staffListQuerySchema,
  todayInIndia,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest } from "../../lib/errors";
import { offsetBatches, sendExport } from "../../lib/export-stream";
import { requestLanguage } from "../../lib/i18n";
import { resolveAttendanceFilter } from "../attendance/attendance-filter";
import { attendanceExport } from "../attendance/attendance-export";
import { listCaretakers, type CaretakerWithUser } from "../caretakers/caretaker-list";
import { listDrivers } from "../drivers/driver-list";
import { listEnquiries } from "../enquiries/enquiry-list";
import { KidRoutesService } from "../kid-routes/kid-routes.service";
import { kidsForExport } from "../kids/kid-export";
import { listRoutes } from "../routes/route-lookup";
import { exportColumns } from "./export-columns";

const e = messages.exports;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const schema = (querystring: unknown) => ({ tags: ["exports"], security: [{ bearer: [] }], querystring, response: errors }) as never;

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

/**
 * CSV and Excel downloads of the admin lists (docs/decisions/0081): the list's own filters and
 * order, every matching row (no paging), streamed in batches; admins only. Headings and values in
 * the reader's language, chosen here at the edge as errors choose theirs (docs/decisions/0248).
 */
export async function exportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole("admin");
  const stamp = () => todayInIndia();
  const db = app.db;

  app.get(API_EXPORTS.kids, { onRequest: admin, schema: schema(kidListQuerySchema.extend(exportFormatQuerySchema.shape)) }, (request, reply) => {
    const q = request.query as never as Parameters<typeof kidsForExport>[1] & { format: "csv" | "xlsx" };
    const sheets = exportColumns(requestLanguage(request));
    return sendExport(reply, {
      format: q.format,
      fileName: `kids-${stamp()}`,
      sheetName: sheets.sheet.kids,
      columns: sheets.kids,
      batches: () => offsetBatches((limit, offset) => kidsForExport(db, q, limit, offset)),
    });
  });

  app.get(
    API_EXPORTS.attendance,
    { onRequest: admin, schema: schema(attendanceListQuerySchema.and(exportFormatQuerySchema)) },
    (request, reply) => {
      const q = request.query as never as Parameters<typeof resolveAttendanceFilter>[0] & { format: "csv" | "xlsx" };
      const filter = resolveAttendanceFilter(q);
      const days = daysBetween(filter.from, filter.to);
      if (days.length > ATTENDANCE_EXPORT_MAX_DAYS) throw badRequest(e.rangeTooLong(ATTENDANCE_EXPORT_MAX_DAYS));
      const sheets = exportColumns(requestLanguage(request));
      return sendExport(reply, {
        format: q.format,
        fileName: filter.from === filter.to ? `attendance-${filter.from}` : `attendance-${filter.from}-to-${filter.to}`,
        sheetName: sheets.sheet.attendance,
        columns: sheets.attendance,
        batches: () => attendanceExport(db, filter, days),
      });
    },
  );

  // Caretakers have no status, so their export (like their list) offers no status filter.
  for (const [path, repo, name, query] of [
    [API_EXPORTS.drivers, listDrivers, "drivers", staffListQuerySchema],
    [API_EXPORTS.caretakers, listCaretakers, "caretakers", caretakerListQuerySchema],
  ] as const) {
    app.get(path, { onRequest: admin, schema: schema(query.extend(exportFormatQuerySchema.shape)) }, (request, reply) => {
      const q = request.query as never as Parameters<typeof listDrivers>[1] & { format: "csv" | "xlsx" };
      const sheets = exportColumns(requestLanguage(request));
      return sendExport(reply, {
        format: q.format,
        fileName: `${name}-${stamp()}`,
        sheetName: sheets.sheet[name],
        columns: sheets.staff,
        batches: () =>
          offsetBatches(async (limit, offset) => {
            const { rows } = await (repo as typeof listDrivers)(db, { ...q, page: offset / limit + 1, pageSize: limit });
            return rows.map((r) => ({ user: r.user, profile: "driver" in r ? r.driver : (r as unknown as CaretakerWithUser).caretaker }));
          }),
      });
    });
  }

  app.get(API_EXPORTS.routes, { onRequest: admin, schema: schema(routeListQuerySchema.extend(exportFormatQuerySchema.shape)) }, (request, reply) => {
    const q = request.query as never as Parameters<typeof listRoutes>[1] & { format: "csv" | "xlsx" };
    const sheets = exportColumns(requestLanguage(request));
    return sendExport(reply, {
      format: q.format,
      fileName: `routes-${stamp()}`,
      sheetName: sheets.sheet.routes,
      columns: sheets.routes,
      batches: () => offsetBatches(async (limit, offset) => (await listRoutes(db, { ...q, page: offset / limit + 1, pageSize: limit })).rows),
    });
  });

  app.get(API_EXPORTS.kidRoutes, { onRequest: admin, schema: schema(kidRouteListQuerySchema.extend(exportFormatQuerySchema.shape)) }, (request, reply) => {
    const q = request.query as never as Parameters<KidRoutesService["list"]>[0] & { format: "csv" | "xlsx" };
    const sheets = exportColumns(requestLanguage(request));
    const kidRoutes = new KidRoutesService(db);
    return sendExport(reply, {
      format: q.format,
      fileName: `kid-routes-${stamp()}`,
      sheetName: sheets.sheet.kidRoutes,
      columns: sheets.kidRoutes,
      batches: () => offsetBatches(async (limit, offset) => (await kidRoutes.list({ ...q, page: offset / limit + 1, pageSize: limit })).rows),
    });
  });

  app.get(API_EXPORTS.enquiries, { onRequest: admin, schema: schema(enquiryListQuerySchema.extend(exportFormatQuerySchema.shape)) }, (request, reply) => {
    const q = request.query as never as Parameters<typeof listEnquiries>[1] & { format: "csv" | "xlsx" };
    const sheets = exportColumns(requestLanguage(request));
    return sendExport(reply, {
      format: q.format,
      fileName: `enquiries-${stamp()}`,
      sheetName: sheets.sheet.enquiries,
      columns: sheets.enquiries,
      batches: () => offsetBatches(async (limit, offset) => (await listEnquiries(db, { ...q, page: offset / limit + 1, pageSize: limit })).rows),
    });
  });
}
