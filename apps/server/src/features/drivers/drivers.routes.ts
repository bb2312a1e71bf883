import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allDriversResponseSchema,
  API,
  API_ROUTES,
  DRIVER_IMAGE_FIELD_NAMES,
  POLICE_VERIFICATION_IMAGE_FIELD,
  driverDeleteResponseSchema,
  driverMeResponseSchema,
  driverMutationResponseSchema,
  messages,
  staffListQuerySchema,
} from "@app/contracts";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { profileRouteSchema, uuidParams } from "../staff/staff.http";
import { readStaffBody } from "../staff/staff.shared";
import { DriversService } from "./drivers.service";

/** The form's images plus the police verification certificate both staff kinds may send. */
const STAFF_UPLOAD_FIELDS = [...DRIVER_IMAGE_FIELD_NAMES, POLICE_VERIFICATION_IMAGE_FIELD];

const d = messages.staff.drivers;
const tag = "drivers";

/** Spec §7 Drivers (except driver/route, which belongs to the routes slice) plus the driver's own profile. */
export async function driversRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new DriversService(app.db, app.files, app.aadhaar);
  const admin = app.requireRole("admin");

  app.get(
    API.allDrivers,
    { onRequest: admin, schema: profileRouteSchema(tag, { 200: allDriversResponseSchema }, { querystring: staffListQuerySchema }) },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: { allDrivers: rows }, page };
    },
  );

  app.post(
    API.createDriver,
    { onRequest: admin, schema: profileRouteSchema(tag, { 200: driverMutationResponseSchema }, { consumes: ["multipart/form-data"] }) },
    async (request) => {
      const body = await readStaffBody(request, STAFF_UPLOAD_FIELDS, false);
      const data = await service.create(body, requestContext(request));
      return { status: 200 as const, message: d.createSuccess, data };
    },
  );

  app.put(
    API_ROUTES.updateDriver,
    {
      onRequest: admin,
      schema: profileRouteSchema(
        tag,
        { 200: driverMutationResponseSchema },
        { params: uuidParams, consumes: ["multipart/form-data", "application/json"] },
      ),
    },
    async (request) => {
      const body = await readStaffBody(request, STAFF_UPLOAD_FIELDS, true);
      const data = await service.update(request.params.uuid, body, requestContext(request));
      return { status: 200 as const, message: d.updateSuccess, data };
    },
  );

  app.delete(
    API_ROUTES.deleteDriver,
    { onRequest: admin, schema: profileRouteSchema(tag, { 200: driverDeleteResponseSchema }, { params: uuidParams }) },
    async (request) => {
      await service.remove(request.params.uuid, requestContext(request));
      return { status: 200 as const, message: d.deleteSuccess };
    },
  );

  app.get(
    API.driverMe,
    { onRequest: app.requireRole("driver"), schema: profileRouteSchema(tag, { 200: driverMeResponseSchema }) },
    async (request) => ({ data: await service.me(request.auth!.userId) }),
  );
}
