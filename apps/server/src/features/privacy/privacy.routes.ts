import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  consentRequestSchema,
  consentStatusSchema,
  erasureListSchema,
  erasurePreviewSchema,
  erasureRequestSchema,
  errorResponseSchema,
  familiesQuerySchema,
  familiesResponseSchema,
  messages,
  PRIVACY_API,
  PRIVACY_API_ROUTES,
  privacyNoticeSchema,
  retentionStatusSchema,
  todayInIndia,
} from "@app/contracts";
import { z } from "zod";
import { conflict } from "../../lib/errors";
import { FileStore } from "../../lib/uploads";
import { requestContext } from "../audit/audit.service";
import { ConsentService } from "./consent.service";
import { ErasureService } from "./erasure.service";
import { FamilyExport } from "./family-export.service";
import { FileRemovals } from "./file-removals";
import { RetentionJob, scheduleRetention, toRun } from "./retention.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Privacy (docs/decisions/0110–0114): consent, the retention job and erasure. */
    privacy: { consent: ConsentService; retention: RetentionJob; erasure: ErasureService };
  }
}

export interface PrivacyRoutesOptions {
  /** Start the daily retention job with the server (off in API tests, which run it themselves). */
  scheduleRetention?: boolean;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Wrapped with fastify-plugin so that `app.privacy` is seen by the whole app (and tests). */
export const privacyRoutes = fp(privacyPlugin, { name: "privacy" });

async function privacyPlugin(fastify: FastifyInstance, options: PrivacyRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = new FileStore(join(app.config.dataDir, "uploads"));
  const removals = new FileRemovals(app.db, store, app.log);
  const consent = new ConsentService(app.db, app.config.retentionDays);
  const retention = new RetentionJob(app.db, removals, app.log, { retentionDays: app.config.retentionDays });
  const erasure = new ErasureService(app.db, removals);
  const exporter = new FamilyExport(app.db, store, app.log);
  app.decorate("privacy", { consent, retention, erasure });
  // The single rule for capture photos (docs/decisions/0110): admins only until a parent consents.
  app.files.addViewGate((file) => consent.capturePhotoVisible(file));
  if (options.scheduleRetention) {
    const stop = scheduleRetention(retention, app.log);
    app.addHook("onClose", async () => stop());
  }

  const parent = app.requireRole("father", "mother");
  const admin = app.requireRole("admin");
  const security = [{ bearer: [] }];
  const tags = ["privacy"];

  app.get(
    PRIVACY_API.notice,
    { schema: { tags, response: { 200: privacyNoticeSchema } } },
    async () => ({ version: consent.noticeVersion, retentionDays: app.config.retentionDays }),
  );

  app.get(
    PRIVACY_API.consent,
    { onRequest: parent, schema: { tags, security, response: { 200: consentStatusSchema, ...errors } } },
    async (request) => consent.status(request.auth!.userId),
  );

  app.post(
    PRIVACY_API.consent,
    { onRequest: parent, schema: { tags, security, body: consentRequestSchema, response: { 200: consentStatusSchema, ...errors } } },
    async (request) => consent.decide(request.body, { ...requestContext(request), auth: request.auth! }),
  );

  app.get(
    PRIVACY_API.families,
    { onRequest: admin, schema: { tags, security, querystring: familiesQuerySchema, response: { 200: familiesResponseSchema, ...errors } } },
    async (request) => consent.familiesWithoutConsent(request.query.page, request.query.pageSize),
  );

  app.get(
    PRIVACY_API.retention,
    { onRequest: admin, schema: { tags, security, response: { 200: retentionStatusSchema, ...errors } } },
    async () => retention.status(),
  );

  app.post(
    PRIVACY_API.retentionRun,
    { onRequest: admin, schema: { tags, security, response: { 200: retentionStatusSchema, ...errors } } },
    async () => {
      const outcome = await retention.run({ force: true });
      if (outcome.status !== "done") throw conflict(messages.privacy.server.retentionBusy);
      return { retentionDays: retention.retentionDays, lastRun: toRun(outcome.run) };
    },
  );

  app.get(PRIVACY_API.exportArchive, { onRequest: parent, schema: { tags, security, response: errors } }, async (request, reply) => {
    const archive = await exporter.build({ ...requestContext(request), auth: request.auth! });
    // India's day, as every file name of the office's exports (a download at 04:00 IST is not yesterday's).
    const day = todayInIndia();
    return reply
      .type("application/zip")
      .header("Content-Disposition", `attachment; filename="family-data-${day}.zip"`)
      .header("Cache-Control", "private, no-store")
      .send(archive as never);
  });

  app.get(
    PRIVACY_API.erasureRequests,
    { onRequest: app.requireRole("admin", "father", "mother"), schema: { tags, security, response: { 200: erasureListSchema, ...errors } } },
    async (request) => ({ data: await erasure.list(request.auth!) }),
  );

  app.post(
    PRIVACY_API.erasureRequests,
    { onRequest: parent, schema: { tags, security, response: { 201: erasureRequestSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await erasure.request({ ...requestContext(request), auth: request.auth! })),
  );

  app.get(
    PRIVACY_API_ROUTES.erasurePreview,
    { onRequest: admin, schema: { tags, security, params: z.object({ uuid: z.string().max(100) }), response: { 200: erasurePreviewSchema, ...errors } } },
    async (request) => erasure.preview(request.params.uuid),
  );

  app.post(
    PRIVACY_API_ROUTES.confirmErasure,
    { onRequest: admin, schema: { tags, security, params: z.object({ uuid: z.string().max(100) }), response: { 200: erasureRequestSchema, ...errors } } },
    async (request) => erasure.confirm(request.params.uuid, requestContext(request)),
  );
}
