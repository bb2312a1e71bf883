import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allRoutesResponseSchema,
  API,
  API_ROUTES,
  errorResponseSchema,
  messages,
  routeDeleteResponseSchema,
  routeMutationResponseSchema,
  routeListQuerySchema,
  routeRequestSchema,
} from "@app/contracts";
import { z } from "zod";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { TransportRoutesService } from "./routes.service";

const t = messages.routes.transport;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Spec §7 Transport routes, admin only (decisions.md §4; docs/decisions/0030). */
export async function transportRoutesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new TransportRoutesService(app.db);
  const admin = app.requireRole("admin");
  const security = [{ bearer: [] }];

  app.post(
    API.createRoute,
    { onRequest: admin, schema: { tags: ["routes"], security, body: routeRequestSchema, response: { 201: routeMutationResponseSchema, ...errors } } },
    async (request, reply) => {
      const data = await service.create(request.body, requestContext(request));
      return reply.status(201).send({ message: t.createSuccess, data });
    },
  );

  app.get(
    API.allRoutes,
    { onRequest: admin, schema: { tags: ["routes"], security, querystring: routeListQuerySchema, response: { 200: allRoutesResponseSchema, ...errors } } },
    // The spec's answer is a bare array, so the page travels in X-Total-Count / X-Page / X-Page-Size.
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return rows;
    },
  );

  // The original client sends this call with the login cookie only (no bearer header); the auth
  // plugin accepts either, and checks the Origin of cookie-borne writes.
  app.delete(
    API_ROUTES.deleteRoute,
    {
      onRequest: admin,
      schema: { tags: ["routes"], security, params: z.object({ name: z.string().max(500) }), response: { 200: routeDeleteResponseSchema, ...errors } },
    },
    async (request) => {
      await service.removeByName(request.params.name, requestContext(request));
      return { message: t.deleteSuccess };
    },
  );

  app.put(
    API_ROUTES.updateRoute,
    {
      onRequest: admin,
      schema: {
        tags: ["routes"],
        security,
        params: z.object({ uuid: z.string().max(100) }),
        body: routeRequestSchema,
        response: { 200: routeMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.update(request.params.uuid, request.body, requestContext(request));
      return { message: t.updateSuccess, data };
    },
  );
}
