import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { assertNoNul } from "../lib/text-guard";

/**
 * Refuses a NUL character in any parsed input before a route's schema or handler sees it. JSON
 * bodies, query strings and path parameters are checked here; multipart text fields are read by
 * the route itself and checked in readMultipart with the same function (lib/text-guard).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  // Path and query first, before any route hook (authentication) runs; the body once parsed.
  app.addHook("onRequest", async (request) => {
    assertNoNul(request.params, request.query);
  });
  app.addHook("preValidation", async (request) => {
    assertNoNul(request.body);
  });
});
