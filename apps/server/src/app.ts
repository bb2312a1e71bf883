import { existsSync } from "node:fs";
import { join } from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { messages, TIME_ZONE } from "@app/contracts";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { absencesRoutes } from "./features/absences/absences.routes";
import type { OnAbsenceMarked } from "./features/absences/absences.service";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { AccountsService } from "./features/accounts/accounts.service";
import { attendanceRoutes } from "./features/attendance/attendance.routes";
import { configureCaptureLimit } from "./features/attendance/capture-limit";
import { auditRoutes } from "./features/audit/audit.routes";
import { caretakersRoutes } from "./features/caretakers/caretakers.routes";
import { dayRoutes } from "./features/day/day.routes";
import { liveRoutes } from "./features/live/live.routes";
import { driversRoutes } from "./features/drivers/drivers.routes";
import { staffDocumentsRoutes } from "./features/staff/staff-documents.routes";
import { exportsRoutes } from "./features/exports/exports.routes";
import { enquiriesRoutes } from "./features/enquiries/enquiries.routes";
import { etaRoutes } from "./features/eta/eta.routes";
import { filesRoutes } from "./features/files/files.routes";
import { geographyRoutes } from "./features/geography/geography.routes";
import { tileImageSource } from "./features/geography/map-config";
import { FilesService } from "./features/files/files.service";
import { healthRoutes } from "./features/health/health.routes";
import { helpFeedbackRoutes } from "./features/help-feedback/help-feedback.routes";
import { kidRoutesRoutes } from "./features/kid-routes/kid-routes.routes";
import { RouteAccess } from "./features/kid-routes/kid-routes.service";
import { kidsRoutes } from "./features/kids/kids.routes";
import { notificationsPlugin } from "./features/notifications/notifications.routes";
import { privacyRoutes } from "./features/privacy/privacy.routes";
import { printRoutes } from "./features/print/print.routes";
import { parentInvitationsRoutes } from "./features/parent-invitations/parent-invitations.routes";
import { routeMarksRoutes } from "./features/route-marks/route-marks.routes";
import { runSheetRoutes } from "./features/run-sheet/run-sheet.routes";
import { transportRoutesRoutes } from "./features/routes/routes.routes";
import { trackerPlugin } from "./features/tracker/tracker.routes";
import { vehiclesRoutes } from "./features/vehicles/vehicles.routes";
import { AadhaarCipher, aadhaarKey } from "./lib/aadhaar";
import { BackgroundTasks } from "./lib/background";
import { requestLanguage, translateText } from "./lib/i18n";
import type { Mailer } from "./lib/mailer";
import { TokenService } from "./lib/tokens";
import { compiledSerializerCompiler } from "./lib/serializer";
import { FileStore, MULTIPART_LIMITS } from "./lib/uploads";
import { WebShell } from "./lib/web-shell";
import { authPlugin } from "./plugins/auth";
import { registerConditionalGet } from "./plugins/conditional-get";
import { registerErrorHandler } from "./plugins/error-handler";
import { answerFrameworkError, textGuardPlugin } from "./plugins/text-guard";

/** HH:mm in India, for the time an absence was marked. */
const INDIA_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    tokens: TokenService;
    accounts: AccountsService;
    /** Work finished after the answer (password mails); app.close() waits for it. */
    background: BackgroundTasks;
    /** Uploaded images: checks, storage and the access rule of GET /api/files/{id}. */
    files: FilesService;
    aadhaar: AadhaarCipher;
    /** Which kids a driver or caretaker works with, through the route assignments (docs/decisions/0031). */
    routeAccess: RouteAccess;
    /** The server's clock (tests inject one to check cut-offs). */
    clock: () => Date;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  jwtSecret: string;
  /** AES-256 key for Aadhaar numbers; defaults to AADHAAR_KEY or a key kept in the data directory. */
  aadhaarKey?: Buffer;
  /** Run scheduled jobs (the daily retention job); the real server turns it on. */
  scheduleJobs?: boolean;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** The clock; defaults to the real one. */
  now?: () => Date;
  /** Called inside the transaction of a caretaker's "not at the stop" (notifications hook; docs/decisions/0066). */
  onAbsenceMarked?: OnAbsenceMarked;
}

/**
 * Routes reading a multipart form validate its fields themselves, so their schema has no body;
 * the description still says what they take (a form), which the NUL sweep test relies on.
 */
const describeMultipart: typeof jsonSchemaTransform = (input) => {
  const schema = input.schema as { consumes?: string[]; body?: unknown } | undefined;
  const result = jsonSchemaTransform(input);
  if (!schema?.consumes?.includes("multipart/form-data") || schema.body) return result;
  return { ...result, schema: { ...result.schema, body: { type: "object", additionalProperties: true } } };
};

/**
 * Fastify 5 ignores a bare hop count (it cannot tell the proxy from a client that connects
 * directly); a count set on purpose trusts exactly that many hops, nearest first.
 */
function trustProxyOption(setting: Config["trustProxy"]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return setting > 0 ? (_address: string, hop: number) => hop < setting : false;
  return setting;
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes its CSS variables into style tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src https://maps.google.com https://www.google.com",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A path that is not UTF-8 gets the one error shape too (docs/decisions/0229).
    frameworkErrors: answerFrameworkError,
    // One line per request is noise for an operator; debug and trace levels show them.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace" }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("mailer", mailer);
  app.decorate("clock", deps.now ?? (() => new Date()));
  app.decorate("tokens", new TokenService(deps.jwtSecret, config.tokenTtlSeconds));
  const background = new BackgroundTasks();
  app.decorate("background", background);
  app.addHook("onClose", () => background.idle());
  app.decorate("accounts", new AccountsService(database.db, mailer, config, background));
  app.decorate("aadhaar", new AadhaarCipher(deps.aadhaarKey ?? aadhaarKey(config.dataDir, config.aadhaarKey)));
  app.decorate("files", new FilesService(database.db, new FileStore(join(config.dataDir, "uploads")), app.log));

  // The maps' tiles are images from the configured tile server (docs/decisions/0261).
  const tiles = tileImageSource(config.mapTileUrl);
  const csp = tiles ? CSP.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${tiles}`) : CSP;
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // Before compress: ETag / 304, and compressed copies of unchanged answers (docs/decisions/0091).
  registerConditionalGet(app);
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Guntur Kids Ride API", version: "1.0.0", description: "Pickup and drop administration API (spec §7)." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: describeMultipart,
  });
  await app.register(authPlugin);
  await app.register(textGuardPlugin);

  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "same-origin");
    reply.header("X-Frame-Options", "DENY");
    // API answers are never cached, unless the route chose otherwise (uploaded files: private).
    if (request.url.startsWith("/api/")) {
      if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
    }
    else reply.header("Content-Security-Policy", csp);
  });

  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(enquiriesRoutes);
  await app.register(filesRoutes);
  await app.register(auditRoutes);
  await app.register(driversRoutes);
  await app.register(caretakersRoutes);
  await app.register(staffDocumentsRoutes);
  // Drivers and caretakers see the kids on their route assignments (decisions.md §4).
  const routeAccess = new RouteAccess(database.db);
  app.decorate("routeAccess", routeAccess);
  await app.register(kidsRoutes, { staffKidAccess: routeAccess });
  await app.register(transportRoutesRoutes);
  await app.register(kidRoutesRoutes, { access: routeAccess });
  await app.register(vehiclesRoutes);
  await app.register(geographyRoutes);
  await app.register(routeMarksRoutes);
  configureCaptureLimit(database.db, config.captureLimitPerMinute);
  // Before the features that enqueue notifications (app.notifications; docs/decisions/0061).
  await app.register(notificationsPlugin);
  // The approach alerts go out through the outbox: after the notifications plugin (docs/decisions/0263).
  await app.register(etaRoutes);
  await app.register(attendanceRoutes, { access: routeAccess });
  await app.register(runSheetRoutes, { access: routeAccess });
  await app.register(helpFeedbackRoutes);
  await app.register(exportsRoutes);
  // Issue 10: absences, a kid's days and the day board.
  // A caretaker's "not at the stop" tells the parents, in the same transaction (docs/decisions/0061, 0066).
  const notifyAbsence: OnAbsenceMarked = async (event, tx) => {
    const time = INDIA_TIME.format(event.at);
    const queued = await app.notifications.enqueueAttendanceNotifications(tx, {
      kind: "absent",
      eventId: `absent:${event.kidId}:${event.date}:${event.legs[0]}`,
      kidId: event.kidId,
      date: event.date,
      type: event.legs[0]!,
      time,
      actorUserId: event.markedByUserId,
    });
    // Once committed, the parents are told now, not at the worker's next poll (docs/decisions/0208).
    return queued > 0 ? () => app.notifications.jobsCommitted() : undefined;
  };
  await app.register(absencesRoutes, { access: routeAccess, onAbsenceMarked: deps.onAbsenceMarked ?? notifyAbsence });
  await app.register(dayRoutes);
  // Runs, the parent's live view, the office's live board and the stream (docs/decisions/0262).
  await app.register(liveRoutes);
  // Issue 12 part 1 (docs/decisions/0084–0086): print views and the parents' invitations.
  await app.register(printRoutes);
  await app.register(parentInvitationsRoutes);
  await app.register(privacyRoutes, { scheduleRetention: deps.scheduleJobs ?? false });
  // Positions from trackers and the caretaker's phone (docs/decisions/0265).
  await app.register(trackerPlugin);

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  const webDist = config.webDist;
  const servesWeb = Boolean(webDist && existsSync(join(webDist, "index.html")));
  if (servesWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so files of a rebuilt web app are served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies next to each asset (docs/decisions/0136): no compressing per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed assets never change; everything else must be revalidated.
        if (path.startsWith(join(webDist, "assets"))) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        else res.setHeader("Cache-Control", "no-cache");
        // The same path answers brotli, gzip or plain bytes: caches on the way must keep them apart.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }
  // index.html with the page's preload hints (docs/decisions/0135).
  const shell = servesWeb && webDist ? new WebShell(webDist) : null;
  const sendShell = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(shell!.page(request.url.split("?")[0]!));
  if (servesWeb) {
    // The wildcard file route would answer "/" as a directory; the root is the app itself.
    app.get("/", { schema: { hide: true } }, sendShell);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
    const isAsset = request.url.startsWith("/assets/");
    if (!servesWeb || isApi || isAsset || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ error: translateText(messages.auth.serverErrors.notFound, requestLanguage(request)) });
    }
    // Client-side routes (/home, /admin-dashboard/…) all load the single-page app.
    return sendShell(request, reply);
  });

  return app;
}
