import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { messages } from "@app/contracts";
import { HttpError } from "../lib/errors";

const m = messages.auth.serverErrors;

/** Fastify's own client-error codes whose text is safe and clear enough to show. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: m.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: "The request is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: m.invalidRequest,
};

/** The one error handler: every failure leaves as `{ error }`; 5xx details never reach clients. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const text = first?.message && !first.message.startsWith("Invalid input") ? first.message : m.invalidRequest;
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
      const message = text === m.invalidRequest && field ? `${field}: ${text}` : text;
      return reply.status(400).send({ error: message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, "response did not match its schema");
      return reply.status(500).send({ error: messages.common.serverError });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const text = (error.code && FRIENDLY[error.code]) || (error.code?.startsWith("FST_") ? error.message : m.invalidRequest);
      return reply.status(status).send({ error: text });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: messages.common.serverError });
  });
}
