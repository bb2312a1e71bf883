import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allKidProfilesResponseSchema,
  API,
  API_ROUTES,
  createKidResponseSchema,
  KID_IMAGE_FIELD_NAMES,
  kidListQuerySchema,
  kidProfileResponseSchema,
  messages,
  updateKidResponseSchema,
} from "@app/contracts";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { profileRouteSchema, uuidParams } from "../staff/staff.http";
import { readStaffBody } from "../staff/staff.shared";
import { KidsService, noStaffKidAccess, type StaffKidAccess } from "./kids.service";

const m = messages.kids;
const tag = "kids";

export interface KidsRoutesOptions {
  /** Which kids a driver or caretaker may see (the routes slice plugs its check in here). */
  staffKidAccess?: StaffKidAccess;
}

/** Spec §7 Kid profiles; access of decisions.md §4 (docs/decisions/0020). */
export async function kidsRoutes(fastify: FastifyInstance, options: KidsRoutesOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new KidsService(app.db, app.files, app.aadhaar, app.accounts, app.mailer, app.log, options.staffKidAccess ?? noStaffKidAccess);
  // Kid photos and parent portraits for the kid's own parents (identity documents stay admin-only).
  app.files.addViewRule((file, auth) => service.canViewFile(file, auth));
  const admin = app.requireRole("admin");

  app.get(
    API.allKidProfiles,
    {
      onRequest: admin,
      schema: profileRouteSchema(tag, { 200: allKidProfilesResponseSchema }, { querystring: kidListQuerySchema }),
    },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: { allUserProfiles: rows }, page };
    },
  );

  app.post(
    API.createKidProfile,
    {
      onRequest: admin,
      schema: profileRouteSchema(tag, { 201: createKidResponseSchema }, { consumes: ["multipart/form-data"] }),
    },
    async (request, reply) => {
      const body = await readStaffBody(request, KID_IMAGE_FIELD_NAMES, false);
      const result = await service.create(body, requestContext(request));
      return reply.status(201).send({ message: m.createSuccess, ...result });
    },
  );

  app.put(
    API_ROUTES.updateKidProfile,
    {
      onRequest: admin,
      schema: profileRouteSchema(tag, { 200: updateKidResponseSchema }, { params: uuidParams, consumes: ["multipart/form-data", "application/json"] }),
    },
    async (request) => {
      const body = await readStaffBody(request, KID_IMAGE_FIELD_NAMES, true);
      const data = await service.update(request.params.uuid, body, requestContext(request));
      return { message: m.updateSuccess, data };
    },
  );

  app.get(
    API_ROUTES.kidProfile,
    {
      onRequest: app.authenticate,
      schema: profileRouteSchema(tag, { 200: kidProfileResponseSchema }, { params: uuidParams }),
    },
    async (request) => ({ data: await service.getFor(request.params.uuid, request.auth!) }),
  );
}
