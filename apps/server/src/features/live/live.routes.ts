import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponseSchema,
  kidLiveResponseSchema,
  LIVE_API,
  LIVE_API_ROUTES,
  LIVE_STREAMS_PER_SESSION,
  liveVehiclesResponseSchema,
  messages,
  startRunResponseSchema,
} from "@app/contracts";
import { announceLive } from "../../lib/live-bus";
import { tooManyRequests } from "../../lib/errors";
import { allAssignments } from "./live.repository";
import { LiveService } from "./live.service";
import { LiveStreams, STREAM_RETRY_MS } from "./live-stream";
import { startRunsFromPositions } from "./position-runs";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uuidParams = z.object({ uuid: z.string().max(100) });

/** Runs, the parent's live view, the office's live board, the stream and "Start run" (docs/decisions/0262). */
export async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new LiveService(app.db, app.clock);
  const streams = new LiveStreams(app);
  let stopPositionRuns: (() => void) | null = null;
  app.addHook("onReady", async () => {
    stopPositionRuns = startRunsFromPositions(app);
    await streams.start();
  });
  // Open streams would keep the server's close waiting.
  app.addHook("preClose", (done) => {
    streams.endAll();
    done();
  });
  app.addHook("onClose", async () => {
    stopPositionRuns?.();
    await streams.stop();
  });
  const security = [{ bearer: [] }];
  const tags = ["live"];

  app.get(
    LIVE_API_ROUTES.kidLive,
    {
      onRequest: app.requireRole("admin", "father", "mother"),
      schema: { tags, security, params: uuidParams, response: { 200: kidLiveResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { data: await service.kidLive(request.params.uuid, request.auth!) };
    },
  );

  app.get(
    LIVE_API.liveVehicles,
    { onRequest: app.requireRole("admin"), schema: { tags, security, response: { 200: liveVehiclesResponseSchema, ...errors } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { data: { vehicles: await service.vehicles() } };
    },
  );

  app.post(
    LIVE_API_ROUTES.startRun,
    {
      onRequest: app.requireRole("caretaker"),
      schema: { tags, security, params: uuidParams, response: { 200: startRunResponseSchema, 201: startRunResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { created, data } = await service.startRun(request.params.uuid, request.auth!);
      if (created) announceLive(app, { assignmentIds: [data.assignmentUuid], kind: "run" });
      reply.code(created ? 201 : 200);
      return { data };
    },
  );

  // Plain writes on the raw response (no SSE plugin is among the dependencies; the format is a few
  // lines). The reply is taken over, so no onSend hook runs: compression never buffers the stream.
  app.get(
    LIVE_API.liveStream,
    {
      onRequest: app.requireRole("admin", "father", "mother", "caretaker"),
      schema: {
        tags,
        security,
        headers: z.object({ "last-event-id": z.string().max(100).optional() }),
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (!streams.hasRoom(auth.jti)) throw tooManyRequests(messages.live.errors.tooManyStreams(LIVE_STREAMS_PER_SESSION), Math.ceil(STREAM_RETRY_MS / 1000));
      const visible = await service.visibleAssignments(auth);
      reply.hijack();
      streams.open(reply.raw, auth, visible, request.headers["last-event-id"], async () => (await allAssignments(app.db)).map((a) => a.id));
      return reply;
    },
  );
}
