import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API, auditLogQuerySchema, auditLogResponseSchema, errorResponseSchema, languageFromAcceptLanguage, type Language } from "@app/contracts";
import { requestLanguage } from "../../lib/i18n";
import { eraseFamilyAuditDetails } from "./audit-erasure";
import { AuditService } from "./audit.service";

/**
 * The sentences sit in a table whose headings are in the page's language, which the web app sends
 * as Accept-Language with every call; they follow it, and the account's language only when a
 * caller sends none (docs/decisions/0150).
 */
function screenLanguage(request: FastifyRequest & { auth?: { language?: Language | null } | null }): Language {
  const header = request.headers["accept-language"];
  return header ? languageFromAcceptLanguage(Array.isArray(header) ? header.join(",") : header) : requestLanguage(request);
}

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AuditService(app.db);
  // The erasure (features/privacy) is registered after this feature: join it once every
  // feature is in place (docs/decisions/0236).
  app.addHook("onReady", async () => {
    app.privacy.erasure.addStep(eraseFamilyAuditDetails);
  });

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
    async (request) => service.list(request.query, screenLanguage(request)),
  );
}
