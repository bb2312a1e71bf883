import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allFeedbackResponseSchema,
  allHelpResponseSchema,
  API,
  API_ROUTES,
  createFeedbackResponseSchema,
  createFeedbackSchema,
  createHelpRequestSchema,
  createHelpResponseSchema,
  errorResponseSchema,
  feedbackListQuerySchema,
  helpListQuerySchema,
  messages,
  setHelpStatusSchema,
} from "@app/contracts";
import { setPageHeaders } from "../../lib/paging";
import { z } from "zod";
import { requestContext } from "../audit/audit.service";
import { HelpFeedbackService } from "./help-feedback.service";

const hf = messages.helpFeedback;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Spec §7 help/all and feedback/all (admin) and the parents' create calls added by decisions.md §3
 * (docs/decisions/0042).
 */
export async function helpFeedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new HelpFeedbackService(app.db);
  const admin = app.requireRole("admin");
  const parent = app.requireRole("father", "mother");
  const security = [{ bearer: [] }];

  app.get(
    API.allHelp,
    { onRequest: admin, schema: { tags: ["help"], security, querystring: helpListQuerySchema, response: { 200: allHelpResponseSchema, ...errors } } },
    async (request, reply) => {
      const { rows, page } = await service.listHelp(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.post(
    API.createHelp,
    { onRequest: parent, schema: { tags: ["help"], security, body: createHelpRequestSchema, response: { 201: createHelpResponseSchema, ...errors } } },
    async (request, reply) => {
      const data = await service.createHelp(request.body, { ...requestContext(request), auth: request.auth! });
      return reply.status(201).send({ message: hf.help.created, data });
    },
  );

  // Issue 10 (docs/decisions/0068): the parent's own help requests and the admin's status with a note.
  app.get(
    API.myHelp,
    { onRequest: parent, schema: { tags: ["help"], security, response: { 200: allHelpResponseSchema, ...errors } } },
    async (request) => ({ data: await service.listMine(request.auth!) }),
  );

  app.put(
    API_ROUTES.helpStatus,
    {
      onRequest: admin,
      schema: {
        tags: ["help"],
        security,
        params: z.object({ uuid: z.string().max(100) }),
        body: setHelpStatusSchema,
        response: { 200: createHelpResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: messages.day.help.saved, data: await service.setStatus(request.params.uuid, request.body, requestContext(request)) }),
  );

  app.get(
    API.allFeedback,
    {
      onRequest: admin,
      schema: { tags: ["feedback"], security, querystring: feedbackListQuerySchema, response: { 200: allFeedbackResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { rows, page } = await service.listFeedback(request.query);
      setPageHeaders(reply, page);
      return { data: rows, page };
    },
  );

  app.post(
    API.createFeedback,
    {
      onRequest: parent,
      schema: { tags: ["feedback"], security, body: createFeedbackSchema, response: { 201: createFeedbackResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await service.createFeedback(request.body, { ...requestContext(request), auth: request.auth! });
      return reply.status(201).send({ message: hf.feedback.created, data });
    },
  );
}
