import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, RUN_SHEET_PATH, runSheetQuerySchema, runSheetSchema } from "@app/contracts";
import { AttendanceService } from "../attendance/attendance.service";
import { KidRoutesService, type RouteAccess } from "../kid-routes/kid-routes.service";
import { RunSheetService } from "./run-sheet.service";

export interface RunSheetRoutesOptions {
  access: RouteAccess;
}

/** GET /api/v1/run-sheet[?day=today|tomorrow]: the logged-in caretaker's day (docs/decisions/0051, 0053). */
export async function runSheetRoutes(fastify: FastifyInstance, options: RunSheetRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new RunSheetService(app.db, new KidRoutesService(app.db), new AttendanceService(app.db, app.files, options.access, app.notifications), app.clock);
  app.get(
    RUN_SHEET_PATH,
    {
      onRequest: app.requireRole("caretaker"),
      schema: {
        tags: ["attendance"],
        security: [{ bearer: [] }],
        querystring: runSheetQuerySchema,
        response: { 200: runSheetSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The phone's service worker keeps its own copy; no HTTP cache in between.
      reply.header("Cache-Control", "no-store");
      return service.forCaretaker(request.auth!, request.query.day);
    },
  );
}
