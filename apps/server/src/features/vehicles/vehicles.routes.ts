import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  errorResponseSchema,
  LIVE_API,
  LIVE_API_ROUTES,
  vehicleDeleteResponseSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  vehicleRequestSchema,
  vehicleResponseSchema,
} from "@app/contracts";
import { z } from "zod";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { VehiclesService } from "./vehicles.service";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const params = z.object({ uuid: z.string().max(100) });

/** The admin's vehicles (docs/decisions/0264): admin only, JSON bodies, audited writes. */
export async function vehiclesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new VehiclesService(app.db);
  const admin = app.requireRole("admin");
  const security = [{ bearer: [] }];
  const tags = ["vehicles"];

  app.get(
    LIVE_API.vehicles,
    { onRequest: admin, schema: { tags, security, querystring: vehicleListQuerySchema, response: { 200: vehicleListResponseSchema, ...errors } } },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.post(
    LIVE_API.vehicles,
    { onRequest: admin, schema: { tags, security, body: vehicleRequestSchema, response: { 201: vehicleResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await service.create(request.body, requestContext(request)) }),
  );

  app.get(
    LIVE_API_ROUTES.vehicle,
    { onRequest: admin, schema: { tags, security, params, response: { 200: vehicleResponseSchema, ...errors } } },
    async (request) => ({ data: await service.get(request.params.uuid) }),
  );

  app.put(
    LIVE_API_ROUTES.vehicle,
    { onRequest: admin, schema: { tags, security, params, body: vehicleRequestSchema, response: { 200: vehicleResponseSchema, ...errors } } },
    async (request) => ({ data: await service.update(request.params.uuid, request.body, requestContext(request)) }),
  );

  app.delete(
    LIVE_API_ROUTES.vehicle,
    { onRequest: admin, schema: { tags, security, params, response: { 200: vehicleDeleteResponseSchema, ...errors } } },
    async (request) => {
      await service.remove(request.params.uuid, requestContext(request));
      return { data: { uuid: request.params.uuid } };
    },
  );

  app.post(
    LIVE_API_ROUTES.vehicleTrackerId,
    { onRequest: admin, schema: { tags, security, params, response: { 200: vehicleResponseSchema, ...errors } } },
    async (request) => ({ data: await service.regenerateTrackerId(request.params.uuid, requestContext(request)) }),
  );
}
