import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API, auditLogQuerySchema, auditLogResponseSchema, errorResponseSchema } from "@app/contracts";
import { requestLanguage } from "../../lib/i18n";
import { AuditService } from "./audit.service";

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AuditService(app.db);

  app.get(
    API.auditLog,
    {
      onRequest: app.requireRole("admin"),
      schema: {
        tags: ["audit"],
        security: [{ bearer: [] }],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => service.list(request.query, requestLanguage(request)),
  );
}
