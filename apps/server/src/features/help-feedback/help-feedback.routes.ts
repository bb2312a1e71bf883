import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  allFeedbackResponseSchema,
  allHelpResponseSchema,
  API,
  createFeedbackResponseSchema,
  createFeedbackSchema,
  createHelpRequestSchema,
  createHelpResponseSchema,
  errorResponseSchema,
  feedbackListQuerySchema,
  helpListQuerySchema,
  messages,
} from "@app/contracts";
import { setPageHeaders } from "../../lib/paging";
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
