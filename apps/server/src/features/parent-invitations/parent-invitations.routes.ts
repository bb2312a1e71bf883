import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API_DESK_ROUTES, errorResponseSchema, parentAccountsResponseSchema, resendInvitationResponseSchema } from "@app/contracts";
import { z } from "zod";
import { requestContext } from "../audit/audit.service";
import { ParentInvitationsService } from "./parent-invitations.service";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema };

/** The parents' accounts of a kid and resending their invitation (issue 12; docs/decisions/0086): admin only. */
export async function parentInvitationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ParentInvitationsService(app.db, app.accounts, app.mailer, app.log);
  const base = { tags: ["kids"], security: [{ bearer: [] }] };

  app.get(
    API_DESK_ROUTES.parentAccounts,
    { onRequest: app.requireRole("admin"), schema: { ...base, params: z.object({ kidUuid: z.string().max(100) }), response: { 200: parentAccountsResponseSchema, ...errors } } },
    async (request) => ({ data: await service.list(request.params.kidUuid) }),
  );

  app.post(
    API_DESK_ROUTES.resendInvitation,
    {
      onRequest: app.requireRole("admin"),
      schema: { ...base, params: z.object({ kidUuid: z.string().max(100), relation: z.string().max(20) }), response: { 200: resendInvitationResponseSchema, ...errors } },
    },
    async (request) => service.resend(request.params.kidUuid, request.params.relation, requestContext(request)),
  );
}
