import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allCaretakersResponseSchema,
  API,
  API_ROUTES,
  CARETAKER_IMAGE_FIELD_NAMES,
  POLICE_VERIFICATION_IMAGE_FIELD,
  caretakerListQuerySchema,
  caretakerMeResponseSchema,
  caretakerMutationResponseSchema,
  messageResponseSchema,
  messages,
} from "@app/contracts";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { profileRouteSchema, uuidParams } from "../staff/staff.http";
import { readStaffBody } from "../staff/staff.shared";
import { CaretakersService } from "./caretakers.service";

/** The form's images plus the police verification certificate both staff kinds may send. */
const STAFF_UPLOAD_FIELDS = [...CARETAKER_IMAGE_FIELD_NAMES, POLICE_VERIFICATION_IMAGE_FIELD];

const c = messages.staff.caretakers;
const tag = "caretakers";

/** Spec §7 Caretakers (except caretaker/route, which belongs to the routes slice) plus the caretaker's own profile. */
export async function caretakersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CaretakersService(app.db, app.files, app.aadhaar);
  const admin = app.requireRole("admin");

  app.get(
    API.allCaretakers,
    { onRequest: admin, schema: profileRouteSchema(tag, { 200: allCaretakersResponseSchema }, { querystring: caretakerListQuerySchema }) },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.post(
    API.createCaretaker,
    { onRequest: admin, schema: profileRouteSchema(tag, { 201: caretakerMutationResponseSchema }, { consumes: ["multipart/form-data"] }) },
    async (request, reply) => {
      const body = await readStaffBody(request, STAFF_UPLOAD_FIELDS, false);
      const data = await service.create(body, requestContext(request));
      return reply.status(201).send({ message: c.createSuccess, data });
    },
  );

  app.put(
    API_ROUTES.updateCaretaker,
    {
      onRequest: admin,
      schema: profileRouteSchema(
        tag,
        { 200: caretakerMutationResponseSchema },
        { params: uuidParams, consumes: ["application/json", "multipart/form-data"] },
      ),
    },
    async (request) => {
      const body = await readStaffBody(request, STAFF_UPLOAD_FIELDS, true);
      const data = await service.update(request.params.uuid, body, requestContext(request));
      return { message: c.updateSuccess, data };
    },
  );

  app.delete(
    API_ROUTES.deleteCaretaker,
    { onRequest: admin, schema: profileRouteSchema(tag, { 200: messageResponseSchema }, { params: uuidParams }) },
    async (request) => {
      await service.remove(request.params.uuid, requestContext(request));
      return { message: c.deleteSuccess };
    },
  );

  app.get(
    API.caretakerMe,
    { onRequest: app.requireRole("caretaker"), schema: profileRouteSchema(tag, { 200: caretakerMeResponseSchema }) },
    async (request) => ({ data: await service.me(request.auth!.userId) }),
  );
}
