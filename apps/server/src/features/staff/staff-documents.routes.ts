import { STAFF_DOCUMENT_ALERTS_PATH, staffDocumentAlertsResponseSchema } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { profileRouteSchema } from "./staff.http";
import { documentAlerts } from "./staff-documents.service";

/** GET /api/staff/document-alerts (admin): licences and police verifications to renew (docs/decisions/0087). */
export async function staffDocumentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    STAFF_DOCUMENT_ALERTS_PATH,
    { onRequest: app.requireRole("admin"), schema: profileRouteSchema("staff", { 200: staffDocumentAlertsResponseSchema }) },
    async () => ({ data: await documentAlerts(app.db) }),
  );
}
