import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  API,
  API_ROUTES,
  dayAbsencesResponseSchema,
  errorResponseSchema,
  kidAbsenceDayResponseSchema,
  notAtStopRequestSchema,
  notAtStopResponseSchema,
  setAbsencesRequestSchema,
  setAbsencesResponseSchema,
  messages,
} from "@app/contracts";
import { z } from "zod";
import { requestContext } from "../audit/audit.service";
import type { RouteAccess } from "../kid-routes/kid-routes.service";
import { AbsencesService, type OnAbsenceMarked } from "./absences.service";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const id = z.string().max(100);

export interface AbsencesRoutesOptions {
  access: RouteAccess;
  /** Hook for the caretaker's "not at the stop" (notifications); see AbsenceMarkedEvent. */
  onAbsenceMarked?: OnAbsenceMarked;
}

/** Absences (issue 10; docs/decisions/0066). */
export async function absencesRoutes(fastify: FastifyInstance, options: AbsencesRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AbsencesService(app.db, {
    now: app.clock,
    cutoffs: app.config.absenceCutoffs,
    kidIdsOfStaff: (userId) => options.access.kidIdsOfStaff(userId),
    onAbsenceMarked: options.onAbsenceMarked,
  });
  const security = [{ bearer: [] }];
  const tags = ["absences"];
  const dayParams = z.object({ kidUuid: id, date: id });

  app.get(
    API_ROUTES.kidAbsenceDay,
    { onRequest: app.requireRole("admin", "father", "mother"), schema: { tags, security, params: dayParams, response: { 200: kidAbsenceDayResponseSchema, ...errors } } },
    async (request) => ({ data: await service.getDay(request.params.kidUuid, request.params.date, request.auth!) }),
  );

  app.put(
    API_ROUTES.kidAbsenceDay,
    {
      onRequest: app.requireRole("admin", "father", "mother"),
      schema: { tags, security, params: dayParams, body: setAbsencesRequestSchema, response: { 200: setAbsencesResponseSchema, ...errors } },
    },
    async (request) =>
      service.setDay(request.params.kidUuid, request.params.date, request.body.legs, { ...requestContext(request), auth: request.auth! }),
  );

  app.get(
    API_ROUTES.dayAbsences,
    { onRequest: app.requireRole("admin", "caretaker"), schema: { tags, security, params: z.object({ date: id }), response: { 200: dayAbsencesResponseSchema, ...errors } } },
    async (request) => ({ data: await service.onDate(request.params.date, request.auth!) }),
  );

  app.post(
    API.notAtStop,
    {
      onRequest: app.requireRole("admin", "caretaker"),
      schema: { tags, security, body: notAtStopRequestSchema, response: { 200: notAtStopResponseSchema, ...errors } },
    },
    async (request) => {
      const absences = await service.notAtStop(request.body, { ...requestContext(request), auth: request.auth! });
      return { message: messages.day.absences.notAtStopSaved(absences[0]?.kidName ?? ""), data: { absences } };
    },
  );
}
