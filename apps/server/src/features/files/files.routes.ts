import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API_ROUTES, errorResponseSchema, fileParamsSchema, fileQuerySchema } from "@app/contracts";

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.file,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["files"],
        security: [{ bearer: [] }],
        params: fileParamsSchema,
        querystring: fileQuerySchema,
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const thumb = request.query.thumb === "1" || request.query.thumb === "true";
      const file = await app.files.open(request.params.id, thumb, { auth: request.auth!, ip: request.ip });
      return reply
        .type(file.mime)
        .header("Content-Length", file.size)
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Disposition", "inline")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        // Every upload is personal (a child's photo, a capture, a portrait, an identity document):
        // the browser's HTTP cache keeps none of them, so nothing of one account stays on a shared
        // phone after its session ends, and every identity document view reaches the audit log.
        // Offline viewing uses the service worker's field cache, which every session end deletes
        // (docs/decisions/0227).
        .header("Cache-Control", "private, no-store")
        // Stored images are re-encoded and small; a buffer (not a stream) means a phone that drops
        // the connection mid-download is not logged as a server error.
        .send(file.data as never);
    },
  );
}
