import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { messages } from "@app/contracts";
import { requestLanguage, translateText } from "../lib/i18n";
import { assertStorableText, decodeUtf8, textFaultError } from "../lib/text-guard";

/**
 * Refuses text that cannot be stored (a NUL, a lone surrogate, either also as an escape inside
 * JSON text carried by a field) in any parsed input before a route's schema or handler sees it
 * (docs/decisions/0100, 0229). JSON bodies (also their bytes), query strings and path parameters are checked here;
 * multipart text fields are read by the route itself and checked in readMultipart with the same
 * function (lib/text-guard).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  // JSON bodies are read as bytes and decoded strictly, as form fields are (lib/uploads), then
  // parsed by Fastify's own JSON parser with its defaults: bytes that are not UTF-8 are refused,
  // not turned into U+FFFD (docs/decisions/0229).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(textFaultError("unstorable"), undefined);
    parseJson(request, text, done);
  });
  // Path and query first, before any route hook (authentication) runs; the body once parsed.
  app.addHook("onRequest", async (request) => {
    assertStorableText(request.params, request.query);
  });
  app.addHook("preValidation", async (request) => {
    assertStorableText(request.body);
  });
});

/**
 * Fastify's `frameworkErrors`: what it meets before any route or hook, above all a path whose
 * percent-encoding is not UTF-8 (`FST_ERR_BAD_URL`, e.g. `%ED%A0%80`, half an emoji). Without this
 * Fastify answers with its own shape; here it is the one `{ error }` in the caller's language
 * (docs/decisions/0229).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const text = error.code === "FST_ERR_BAD_URL" ? messages.limits.unstorableCharacter : messages.auth.serverErrors.invalidRequest;
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ error: translateText(text, requestLanguage(request)) });
}
