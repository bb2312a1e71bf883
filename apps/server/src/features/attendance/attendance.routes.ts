import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allKidAttendanceResponseSchema,
  API,
  API_ROUTES,
  attendanceListQuerySchema,
  ATTENDANCE_CAPTURE,
  captureAttendanceResponseSchema,
  deleteKidAttendanceResponseSchema,
  errorResponseSchema,
  kidAttendanceDaySchema,
  messages,
  updateKidAttendanceRequestSchema,
  updateKidAttendanceResponseSchema,
} from "@app/contracts";
import { z } from "zod";
import { readIdempotencyKey } from "../../lib/idempotency";
import { setPageHeaders } from "../../lib/paging";
import { readMultipart } from "../../lib/uploads";
import { requestContext } from "../audit/audit.service";
import type { StaffKidAccessInSql } from "../kids/kids.service";
import { DayReader } from "../day/day.service";
import { AttendanceService, PHOTO_FIELD, THUMB_FIELD } from "./attendance.service";

const s = messages.attendance.server;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const id = z.string().max(100);

export interface AttendanceRoutesOptions {
  /** Which kids a caretaker carries (the route assignments, docs/decisions/0031). */
  access: StaffKidAccessInSql;
}

/** Spec §7 Attendance with the access of decisions.md §4 (docs/decisions/0040, 0041). */
export async function attendanceRoutes(fastify: FastifyInstance, options: AttendanceRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AttendanceService(app.db, app.files, options.access, app.notifications, new DayReader(app.db, app.clock));
  // Capture photos for the kid's parents and the caretakers of the kid's routes.
  app.files.addViewRule((file, auth) => service.canViewFile(file, auth));
  const admin = app.requireRole("admin");
  const security = [{ bearer: [] }];
  const tags = ["attendance"];

  app.post(
    ATTENDANCE_CAPTURE.path,
    {
      onRequest: app.requireRole("admin", "caretaker"),
      schema: {
        tags,
        security,
        consumes: ["multipart/form-data"],
        response: { 201: captureAttendanceResponseSchema, ...errors, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const body = await readMultipart(request, [PHOTO_FIELD, THUMB_FIELD]);
      const result = await service.capture(body, key, { ...requestContext(request), auth: request.auth! });
      if (result.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.status(result.statusCode as 201).send(result.body);
    },
  );

  app.get(
    API.allKidAttendance,
    { onRequest: admin, schema: { tags, security, querystring: attendanceListQuerySchema, response: { 200: allKidAttendanceResponseSchema, ...errors } } },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.get(
    API_ROUTES.kidAttendanceByDate,
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: z.object({ kidUuid: id, date: id }), response: { 200: kidAttendanceDaySchema, ...errors } },
    },
    async (request) => service.byDate(request.params.kidUuid, request.params.date, request.auth!),
  );

  // The original client sends this call with the login cookie only (no bearer header); the auth
  // plugin accepts either, and checks the Origin of cookie-borne writes.
  app.put(
    API_ROUTES.updateKidAttendance,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        params: z.object({ uuid: id }),
        body: updateKidAttendanceRequestSchema,
        response: { 200: updateKidAttendanceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.update(request.params.uuid, request.body, requestContext(request));
      return { message: s.updated, data };
    },
  );

  app.delete(
    API_ROUTES.deleteKidAttendance,
    {
      onRequest: admin,
      schema: { tags, security, params: z.object({ uuid: id }), response: { 200: deleteKidAttendanceResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.uuid, requestContext(request));
      return { message: s.deleted };
    },
  );
}
