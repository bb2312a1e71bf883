import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allCaretakersResponseSchema,
  API,
  API_ROUTES,
  CARETAKER_IMAGE_FIELD_NAMES,
  caretakerMeResponseSchema,
  caretakerMutationResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  messages,
} from "@app/contracts";
import { z } from "zod";
import { requestContext } from "../audit/audit.service";
import { readStaffBody } from "../staff/staff.shared";
import { CaretakersService } from "./caretakers.service";

const c = messages.staff.caretakers;
const uuidParams = z.object({ uuid: z.string().max(100) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Spec §7 Caretakers (except caretaker/route, which belongs to the routes slice) plus the caretaker's own profile. */
export async function caretakersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CaretakersService(app.db, app.files, app.aadhaar);
  const admin = app.requireRole("admin");

  app.get(
    API.allCaretakers,
    { onRequest: admin, schema: { tags: ["caretakers"], security: [{ bearer: [] }], response: { 200: allCaretakersResponseSchema, ...errors } } },
    async () => ({ data: await service.list() }),
  );

  app.post(
    API.createCaretaker,
    {
      onRequest: admin,
      schema: {
        tags: ["caretakers"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: caretakerMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await readStaffBody(request, CARETAKER_IMAGE_FIELD_NAMES, false);
      const data = await service.create(body, requestContext(request));
      return reply.status(201).send({ message: c.createSuccess, data });
    },
  );

  app.put(
    API_ROUTES.updateCaretaker,
    {
      onRequest: admin,
      schema: {
        tags: ["caretakers"],
        security: [{ bearer: [] }],
        params: uuidParams,
        consumes: ["application/json", "multipart/form-data"],
        response: { 200: caretakerMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = await readStaffBody(request, CARETAKER_IMAGE_FIELD_NAMES, true);
      const data = await service.update(request.params.uuid, body, requestContext(request));
      return { message: c.updateSuccess, data };
    },
  );

  app.delete(
    API_ROUTES.deleteCaretaker,
    {
      onRequest: admin,
      schema: { tags: ["caretakers"], security: [{ bearer: [] }], params: uuidParams, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.uuid, requestContext(request));
      return { message: c.deleteSuccess };
    },
  );

  app.get(
    API.caretakerMe,
    {
      onRequest: app.requireRole("caretaker"),
      schema: { tags: ["caretakers"], security: [{ bearer: [] }], response: { 200: caretakerMeResponseSchema, ...errors } },
    },
    async (request) => ({ data: await service.me(request.auth!.userId) }),
  );
}
