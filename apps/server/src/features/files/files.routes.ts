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
        // Identity documents are never kept by the browser, so every view reaches the audit log.
        .header("Cache-Control", file.identityDocument ? "private, no-store" : "private, max-age=3600")
        // Stored images are re-encoded and small; a buffer (not a stream) means a phone that drops
        // the connection mid-download is not logged as a server error.
        .send(file.data as never);
    },
  );
}
