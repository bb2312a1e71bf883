import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API_ROUTES, errorResponseSchema, routeMarksResponseSchema, setRouteMarkRequestSchema, setRouteMarkResponseSchema } from "@app/contracts";
import { z } from "zod";
import { requestContext } from "../audit/audit.service";
import { RouteMarksService } from "./route-marks.service";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const id = z.string().max(100);

/** Added: the route screen's Present/Absent marks (decisions.md §2), admin only (docs/decisions/0032). */
export async function routeMarksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new RouteMarksService(app.db);
  const admin = app.requireRole("admin");
  const security = [{ bearer: [] }];
  const tags = ["route-marks"];

  app.get(
    API_ROUTES.routeMarks,
    {
      onRequest: admin,
      schema: { tags, security, params: z.object({ routeUuid: id, date: id }), response: { 200: routeMarksResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.get(request.params.routeUuid, request.params.date) }),
  );

  app.put(
    API_ROUTES.routeMark,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        params: z.object({ routeUuid: id, date: id, kidUuid: id }),
        body: setRouteMarkRequestSchema,
        response: { 200: setRouteMarkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { routeUuid, date, kidUuid } = request.params;
      return service.set(routeUuid, date, kidUuid, request.body.mark, requestContext(request));
    },
  );
}
