import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allEnquiriesResponseSchema,
  API,
  API_DESK_ROUTES,
  API_ROUTES,
  linkEnquiryKidRequestSchema,
  createEnquiryRequestSchema,
  createEnquiryResponseSchema,
  enquiryListQuerySchema,
  errorResponseSchema,
  messages,
  updateEnquiryRequestSchema,
  updateEnquiryResponseSchema,
} from "@app/contracts";
import { z } from "zod";
import { setPageHeaders } from "../../lib/paging";
import { requestContext } from "../audit/audit.service";
import { EnquiriesService } from "./enquiries.service";

const adminErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function enquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new EnquiriesService(app.db);

  app.post(
    API.createEnquiry,
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ["enquiries"],
        body: createEnquiryRequestSchema,
        response: {
          201: createEnquiryResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.body, request.auth, request.ip);
      return reply.status(201).send({ message: messages.publicSite.enquiry.success, data });
    },
  );

  /** Admin list: the original client reads `data.data` (axios), so the body is `{ data: [...] }`. */
  app.get(
    API.allEnquiries,
    {
      onRequest: app.requireRole("admin"),
      schema: {
        tags: ["enquiries"],
        security: [{ bearer: [] }],
        querystring: enquiryListQuerySchema,
        response: { 200: allEnquiriesResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { rows, page } = await service.list(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.put(
    API_ROUTES.updateEnquiry,
    {
      onRequest: app.requireRole("admin"),
      schema: {
        tags: ["enquiries"],
        security: [{ bearer: [] }],
        params: z.object({ uuid: z.string().max(100) }),
        body: updateEnquiryRequestSchema,
        response: { 200: updateEnquiryResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const data = await service.update(request.params.uuid, request.body, requestContext(request));
      return { message: messages.enquiries.updateSuccess, data };
    },
  );

  app.put(
    API_DESK_ROUTES.enquiryKid,
    {
      onRequest: app.requireRole("admin"),
      schema: {
        tags: ["enquiries"],
        security: [{ bearer: [] }],
        params: z.object({ uuid: z.string().max(100) }),
        body: linkEnquiryKidRequestSchema,
        response: { 200: updateEnquiryResponseSchema, ...adminErrors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const data = await service.linkKid(request.params.uuid, request.body.kidUuid, requestContext(request));
      return { message: messages.desk.enquiryKid.linked, data };
    },
  );
}
