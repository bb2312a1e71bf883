import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, institutePositionParamsSchema, kidPointsResponseSchema, LIVE_API, LIVE_API_ROUTES, mapConfigResponseSchema, pointRequestSchema } from "@app/contracts";
import { requestContext } from "../audit/audit.service";
import { profileRouteSchema, uuidParams } from "../staff/staff.http";
import { GeographyService } from "./geography.service";

const tag = "kids";

/**
 * The map's configuration and the kids' points on it (docs/decisions/0261): GET /api/v1/map-config
 * for everyone (the login page may show a map one day; it holds no secret), the points admin-only.
 */
export async function geographyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new GeographyService(app.db);
  const admin = app.requireRole("admin");

  app.get(
    LIVE_API.mapConfig,
    { schema: { tags: ["live"], response: { 200: mapConfigResponseSchema, 400: errorResponseSchema } } },
    async () => ({ data: { tileUrl: app.config.mapTileUrl, attribution: app.config.mapTileAttribution } }),
  );

  const pointsAnswer = { 200: kidPointsResponseSchema };
  app.get(LIVE_API_ROUTES.kidHomePoint, { onRequest: admin, schema: profileRouteSchema(tag, pointsAnswer, { params: uuidParams }) }, async (request) => ({
    data: await service.points(request.params.uuid),
  }));
  app.put(
    LIVE_API_ROUTES.kidHomePoint,
    { onRequest: admin, schema: { ...profileRouteSchema(tag, pointsAnswer, { params: uuidParams }), body: pointRequestSchema } },
    async (request) => ({ data: await service.setHome(request.params.uuid, request.body, requestContext(request)) }),
  );
  app.delete(LIVE_API_ROUTES.kidHomePoint, { onRequest: admin, schema: profileRouteSchema(tag, pointsAnswer, { params: uuidParams }) }, async (request) => ({
    data: await service.setHome(request.params.uuid, null, requestContext(request)),
  }));
  app.put(
    LIVE_API_ROUTES.kidInstitutePoint,
    { onRequest: admin, schema: { ...profileRouteSchema(tag, pointsAnswer, { params: institutePositionParamsSchema }), body: pointRequestSchema } },
    async (request) => ({ data: await service.setInstitute(request.params.uuid, request.params.position, request.body, requestContext(request)) }),
  );
  app.delete(
    LIVE_API_ROUTES.kidInstitutePoint,
    { onRequest: admin, schema: profileRouteSchema(tag, pointsAnswer, { params: institutePositionParamsSchema }) },
    async (request) => ({ data: await service.setInstitute(request.params.uuid, request.params.position, null, requestContext(request)) }),
  );
}
