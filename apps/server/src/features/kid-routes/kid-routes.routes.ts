import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allKidRoutesResponseSchema,
  API,
  API_ROUTES,
  caretakerRouteResponseSchema,
  driverRouteResponseSchema,
  errorResponseSchema,
  kidRouteDeleteResponseSchema,
  kidRouteListQuerySchema,
  kidRouteMutationResponseSchema,
  kidRouteRequestSchema,
  kidRouteResponseSchema,
  messages,
} from "@app/contracts";
import { z } from "zod";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { KidRoutesService, type RouteAccess } from "./kid-routes.service";

const a = messages.routes.assignments;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const uuidParams = z.object({ uuid: z.string().max(100) });

export interface KidRoutesRoutesOptions {
  access: RouteAccess;
}

/**
 * Spec §7 kid-route assignments (admin only) and the role views driver/route, caretaker/route,
 * kid/route (admin plus the driver, caretaker or parents concerned); decisions.md §4,
 * docs/decisions/0031.
 */
export async function kidRoutesRoutes(fastify: FastifyInstance, options: KidRoutesRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new KidRoutesService(app.db);
  // Parents see the photos of their kid's driver and caretaker; route staff see each other's.
  app.files.addViewRule((file, auth) => options.access.canViewStaffPhoto(file, auth));
  const admin = app.requireRole("admin");
  const security = [{ bearer: [] }];
  const tags = ["kid-routes"];

  app.post(
    API.createKidRoute,
    { onRequest: admin, schema: { tags, security, body: kidRouteRequestSchema, response: { 201: kidRouteMutationResponseSchema, ...errors } } },
    async (request, reply) => {
      const data = await service.create(request.body, requestContext(request));
      return reply.status(201).send({ message: a.createSuccess, data });
    },
  );

  app.get(
    API.allKidRoutes,
    { onRequest: admin, schema: { tags, security, querystring: kidRouteListQuerySchema, response: { 200: allKidRoutesResponseSchema, ...errors } } },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.put(
    API_ROUTES.updateKidRoute,
    {
      onRequest: admin,
      schema: { tags, security, params: uuidParams, body: kidRouteRequestSchema, response: { 200: kidRouteMutationResponseSchema, ...errors } },
    },
    async (request) => {
      const data = await service.update(request.params.uuid, request.body, requestContext(request));
      return { message: a.updateSuccess, data };
    },
  );

  app.delete(
    API_ROUTES.deleteKidRoute,
    { onRequest: admin, schema: { tags, security, params: uuidParams, response: { 200: kidRouteDeleteResponseSchema, ...errors } } },
    async (request) => {
      await service.remove(request.params.uuid, requestContext(request));
      return { message: a.deleteSuccess };
    },
  );

  app.get(
    API_ROUTES.driverRoute,
    {
      onRequest: app.requireRole("admin", "driver"),
      schema: { tags, security, params: z.object({ driverUuid: z.string().max(100) }), response: { 200: driverRouteResponseSchema, ...errors } },
    },
    async (request) => service.driverView(request.params.driverUuid, request.auth!),
  );

  app.get(
    API_ROUTES.caretakerRoute,
    {
      onRequest: app.requireRole("admin", "caretaker"),
      schema: { tags, security, params: z.object({ caretakerId: z.string().max(100) }), response: { 200: caretakerRouteResponseSchema, ...errors } },
    },
    async (request) => service.caretakerView(request.params.caretakerId, request.auth!),
  );

  app.get(
    API_ROUTES.kidRoute,
    {
      onRequest: app.requireRole("admin", "father", "mother"),
      schema: { tags, security, params: z.object({ kidUuid: z.string().max(100) }), response: { 200: kidRouteResponseSchema, ...errors } },
    },
    async (request) => service.kidView(request.params.kidUuid, request.auth!),
  );
}
