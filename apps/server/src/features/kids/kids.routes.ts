import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allKidProfilesResponseSchema,
  API,
  API_ROUTES,
  createKidResponseSchema,
  KID_IMAGE_FIELD_NAMES,
  kidConflictResponseSchema,
  kidListQuerySchema,
  kidProfileResponseSchema,
  messages,
  PARENT_API_ROUTES,
  updateKidResponseSchema,
  updateParentRequestSchema,
  updateParentResponseSchema,
} from "@app/contracts";
import { requestLanguage, translateText } from "../../lib/i18n";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { profileRouteSchema, uuidParams } from "../staff/staff.http";
import { readStaffBody } from "../staff/staff.shared";
import { ExistingParentsConflict } from "./kid-parents";
import { KidsService, noStaffKidAccess, type StaffKidAccess } from "./kids.service";
import { ParentEditService } from "./parent-edit.service";

const m = messages.kids;
const tag = "kids";

/** A kid call's schema whose 409 may also name existing parents (docs/decisions/0223). */
function withKidConflict<S extends { response: object }>(schema: S) {
  return { ...schema, response: { ...schema.response, 409: kidConflictResponseSchema } };
}

export interface KidsRoutesOptions {
  /** Which kids a driver or caretaker may see (the routes slice plugs its check in here). */
  staffKidAccess?: StaffKidAccess;
}

/** Spec §7 Kid profiles; access of decisions.md §4 (docs/decisions/0020). */
export async function kidsRoutes(fastify: FastifyInstance, options: KidsRoutesOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new KidsService(app.db, app.files, app.aadhaar, app.accounts, app.mailer, app.log, options.staffKidAccess ?? noStaffKidAccess);
  const parents = new ParentEditService(app.db, app.aadhaar, app.accounts, app.mailer, app.log);
  // The one error shape `{ error }`, plus who the existing parents are (0223); every other failure
  // goes on to the app's error handler.
  const appErrorHandler = fastify.errorHandler;
  fastify.setErrorHandler(function (error, request, reply) {
    if (error instanceof ExistingParentsConflict) {
      return reply.status(409).send({ error: translateText(error.message, requestLanguage(request)), existingParents: error.existingParents });
    }
    return appErrorHandler.call(this, error, request, reply);
  });
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
      schema: withKidConflict(profileRouteSchema(tag, { 201: createKidResponseSchema }, { consumes: ["multipart/form-data"] })),
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
      schema: withKidConflict(profileRouteSchema(tag, { 200: updateKidResponseSchema }, { params: uuidParams, consumes: ["multipart/form-data", "application/json"] })),
    },
    async (request) => {
      const body = await readStaffBody(request, KID_IMAGE_FIELD_NAMES, true);
      const data = await service.update(request.params.uuid, body, requestContext(request));
      return { message: m.updateSuccess, data };
    },
  );

  // A parent's identity, for every kid they are linked to (docs/decisions/0223).
  app.put(
    PARENT_API_ROUTES.updateParent,
    {
      onRequest: admin,
      schema: profileRouteSchema("parents", { 200: updateParentResponseSchema }, { params: uuidParams, body: updateParentRequestSchema }),
    },
    async (request) => {
      const data = await parents.update(request.params.uuid, request.body, requestContext(request));
      return { message: m.parentEdit.success, data };
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
