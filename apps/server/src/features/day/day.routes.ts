import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API, API_ROUTES, dayBoardResponseSchema, errorResponseSchema, kidDaysQuerySchema, kidDaysResponseSchema } from "@app/contracts";
import { z } from "zod";
import { DayReader } from "./day.service";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** A kid's days (parent's home and calendar) and the admin's day board (issue 10; docs/decisions/0067). */
export async function dayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reader = new DayReader(app.db, app.clock);
  const security = [{ bearer: [] }];
  const tags = ["day"];

  app.get(
    API_ROUTES.kidDays,
    {
      onRequest: app.requireRole("admin", "father", "mother"),
      schema: { tags, security, params: z.object({ kidUuid: z.string().max(100) }), querystring: kidDaysQuerySchema, response: { 200: kidDaysResponseSchema, ...errors } },
    },
    async (request) => ({ data: await reader.kidDays(request.params.kidUuid, request.query, request.auth!) }),
  );

  app.get(
    API.dayBoard(),
    {
      onRequest: app.requireRole("admin"),
      schema: { tags, security, querystring: z.object({ date: z.string().max(20).optional() }), response: { 200: dayBoardResponseSchema, ...errors } },
    },
    async (request) => ({ data: await reader.board(request.query.date) }),
  );
}
