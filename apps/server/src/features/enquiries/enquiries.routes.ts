import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API, createEnquiryRequestSchema, createEnquiryResponseSchema, errorResponseSchema, messages } from "@app/contracts";
import { EnquiriesService } from "./enquiries.service";

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
}
