import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  API_DESK_ROUTES,
  errorResponseSchema,
  kidMonthQuerySchema,
  kidMonthResponseSchema,
  routeSheetQuerySchema,
  routeSheetResponseSchema,
} from "@app/contracts";
import { z } from "zod";
import { PrintService } from "./print.service";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Print views of the admin's desk (issue 12; docs/decisions/0084): admin only. */
export async function printRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new PrintService(app.db, app.clock);
  const base = { tags: ["print"], security: [{ bearer: [] }] };

  app.get(
    API_DESK_ROUTES.routeSheet,
    {
      onRequest: app.requireRole("admin"),
      schema: { ...base, params: z.object({ routeUuid: z.string().max(100) }), querystring: routeSheetQuerySchema, response: { 200: routeSheetResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.routeSheet(request.params.routeUuid, request.query.date) }),
  );

  app.get(
    API_DESK_ROUTES.kidMonth,
    {
      onRequest: app.requireRole("admin"),
      schema: { ...base, params: z.object({ kidUuid: z.string().max(100) }), querystring: kidMonthQuerySchema, response: { 200: kidMonthResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.kidMonth(request.params.kidUuid, request.query.month) }),
  );
}
