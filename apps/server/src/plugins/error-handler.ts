import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { messages } from "@app/contracts";
import { HttpError } from "../lib/errors";
import { requestLanguage, translateText } from "../lib/i18n";

const m = messages.auth.serverErrors;

/** Fastify's own client-error codes whose text is safe and clear enough to show. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: m.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: m.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: m.invalidRequest,
};

/** The one error handler: every failure leaves as `{ error }`; 5xx details never reach clients. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every text leaves in the caller's language (issue 11); services and schemas speak English.
    const say = (text: string) => ({ error: translateText(text, requestLanguage(request)) });
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(say(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const text = first?.message && !first.message.startsWith("Invalid input") ? first.message : m.invalidRequest;
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
      const message = text === m.invalidRequest && field ? `${field}: ${text}` : text;
      return reply.status(400).send(say(message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, "response did not match its schema");
      return reply.status(500).send(say(messages.common.serverError));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const text = (error.code && FRIENDLY[error.code]) || (error.code?.startsWith("FST_") ? error.message : m.invalidRequest);
      return reply.status(status).send(say(text));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(say(messages.common.serverError));
  });
}
