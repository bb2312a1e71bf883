import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );
}
