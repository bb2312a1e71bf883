import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, etaAccuracyResponseSchema, LIVE_API } from "@app/contracts";
import { ApproachAlerts } from "./approach-alerts";
import { etaAccuracy } from "./eta-accuracy";

declare module "fastify" {
  interface FastifyInstance {
    /** The approach-alert tick (docs/decisions/0263); started on ready where the outbox worker runs. */
    approachAlerts: ApproachAlerts;
  }
}

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The ETA's office figures and the approach-alert tick (docs/decisions/0263). Registered after the
 * notifications plugin, with fastify-plugin so `app.approachAlerts` is visible to the app (tests tick it).
 */
export const etaRoutes = fp(async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const alerts = new ApproachAlerts(app.db, app.liveAlerts, app.clock, app.log);
  app.decorate("approachAlerts", alerts);
  // Where the outbox worker runs: a process started as API-only (NOTIFY_WORKER=off) computes nothing either.
  if (app.config.notifications.worker) app.addHook("onReady", async () => alerts.start());
  app.addHook("onClose", async () => alerts.stop());

  app.get(
    LIVE_API.etaAccuracy,
    { onRequest: app.requireRole("admin"), schema: { tags: ["live"], security: [{ bearer: [] }], response: { 200: etaAccuracyResponseSchema, ...errors } } },
    async () => ({ data: await etaAccuracy(app.db, app.clock()) }),
  );
});
