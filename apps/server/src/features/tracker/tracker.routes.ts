import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  errorResponseSchema,
  LIVE_API,
  phonePositionsBodySchema,
  phonePositionsResponseSchema,
  trackerBodySchema,
  trackerQuerySchema,
  trackerResponseSchema,
} from "@app/contracts";
import { announceLive } from "../../lib/live-bus";
import { decodeUtf8, textFaultError } from "../../lib/text-guard";
import { TrackerService } from "./tracker.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Positions from trackers and phones, and their retention (docs/decisions/0265). */
    tracker: TrackerService;
  }
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 415: errorResponseSchema };

/**
 * `app.tracker` for the whole app (the housekeeping deletes expired positions through it), and the
 * routes in their own scope, so that their form parser serves them alone.
 */
export const trackerPlugin = fp(async (app: FastifyInstance) => {
  const service = new TrackerService(app.db, {
    clock: app.clock,
    retentionDays: app.config.positionRetentionDays,
    announce: (assignmentIds) => announceLive(app, { assignmentIds }),
  });
  app.decorate("tracker", service);
  await app.register(trackerRoutes, { service });
});

/**
 * GET/POST /api/v1/tracker (no session; the vehicle's tracker id is the identity) and
 * POST /api/v1/positions (the caretaker's phone), docs/decisions/0265 and docs/tracking.md.
 */
async function trackerRoutes(fastify: FastifyInstance, { service }: { service: TrackerService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // OsmAnd devices POST their parameters as a form. Scoped to this plugin: no other route takes
  // forms. Bytes that are not UTF-8 are refused as everywhere else (docs/decisions/0229).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, (_request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(textFaultError("unstorable"), undefined);
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });

  const trackerSchema = {
    tags: ["live"],
    description:
      "A tracker's position: OsmAnd parameters (query string or form: id, lat, lon, timestamp, speed in knots, bearing, altitude, accuracy, batt), " +
      "Traccar Client 9 JSON ({ location, device_id }) or a Traccar server's forward JSON ({ position, device }). No session: the vehicle's tracker id is the identity. " +
      "200 also for a fix that is not stored (too imprecise, in the future, mock): trackers retry anything else.",
    querystring: trackerQuerySchema,
    response: { 200: trackerResponseSchema, ...errors },
  };
  app.get(LIVE_API.tracker, { schema: trackerSchema }, async (request) => service.fromTracker(request.query, undefined));
  app.post(
    LIVE_API.tracker,
    { schema: { ...trackerSchema, body: trackerBodySchema } },
    async (request) => service.fromTracker(request.query, request.body),
  );

  app.post(
    LIVE_API.phonePositions,
    {
      onRequest: app.requireRole("caretaker"),
      schema: {
        tags: ["live"],
        security: [{ bearer: [] }],
        description: "The caretaker's phone: up to 100 positions of her own assignments; a batch sent again stores nothing twice.",
        body: phonePositionsBodySchema,
        response: { 200: phonePositionsResponseSchema, ...errors },
      },
    },
    async (request) => service.fromPhone(request.body, request.auth!),
  );
}
