import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

/**
 * "Something of these assignments' live view changed" (docs/decisions/0262): a position arrived,
 * a run started or ended. Ids only: whoever needs the data re-reads it, so an announcement never
 * carries a position or a name across servers.
 *
 * On the embedded database (one process) an in-process emitter; on PostgreSQL a NOTIFY on
 * `kidsride_live` that every server (this one included) LISTENs to and re-emits locally, so each
 * change reaches each server exactly once. SQL may send the same NOTIFY itself (a capture does, at
 * its commit), so both databases LISTEN.
 */
export type LiveChangeKind = "position" | "run";
export interface LiveChange {
  assignmentIds: string[];
  /** "position" unless said otherwise. */
  kind?: LiveChangeKind;
}
export interface LiveAnnouncement {
  assignmentIds: string[];
  kind: LiveChangeKind;
}

export const LIVE_CHANNEL = "kidsride_live";
/** NOTIFY payloads must stay under 8,000 bytes: 36-character ids, 150 per notification. */
const IDS_PER_NOTIFY = 150;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class LiveBus {
  readonly events = new EventEmitter<{ change: [LiveAnnouncement] }>();
  /** Only on the server that announced (not re-emitted from NOTIFY): work that must run once. */
  readonly here = new EventEmitter<{ change: [LiveAnnouncement] }>();
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;

  constructor(private readonly database: Database) {
    // The live hub of each app listens once; tests build many apps.
    this.events.setMaxListeners(0);
    this.here.setMaxListeners(0);
  }

  emitLocal(change: LiveAnnouncement): void {
    this.events.emit("change", change);
  }

  /**
   * LISTEN once per server: on PostgreSQL for every server's announcements; on both databases for
   * the NOTIFY a capture sends from its own statement (features/live: runStartOnCaptureStatement).
   */
  start(onError: (err: unknown) => void): Promise<void> {
    this.starting ??= this.database
      .listen(
        LIVE_CHANNEL,
        (payload) => {
          const change = parsePayload(payload);
          if (change) this.emitLocal(change);
        },
        () => {
          // A lost notification only delays a screen: every stream also polls (docs/decisions/0262).
        },
      )
      .then((stop) => {
        this.stopListening = stop;
      })
      .catch((err) => {
        this.starting = null;
        onError(err);
      });
    return this.starting;
  }

  async stop(): Promise<void> {
    await this.starting;
    this.starting = null;
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
  }
}

function parsePayload(payload: string): LiveAnnouncement | null {
  try {
    const value = JSON.parse(payload) as { k?: unknown; ids?: unknown };
    if (!Array.isArray(value.ids)) return null;
    const ids = value.ids.filter((id): id is string => typeof id === "string" && UUID.test(id));
    if (ids.length === 0) return null;
    return { assignmentIds: ids, kind: value.k === "run" ? "run" : "position" };
  } catch {
    return null;
  }
}

// Keyed by the database: every app of one process that shares a database shares its bus, and
// the many apps tests build on their own PGlite never hear each other.
const buses = new WeakMap<Database, LiveBus>();

function busOf(database: Database): LiveBus {
  let bus = buses.get(database);
  if (!bus) {
    bus = new LiveBus(database);
    buses.set(database, bus);
  }
  return bus;
}

/** Tell every server that these assignments' live view changed. Never throws; never waits. */
export function announceLive(app: FastifyInstance, change: LiveChange): void {
  const ids = [...new Set(change.assignmentIds.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return;
  const kind: LiveChangeKind = change.kind ?? "position";
  const database = app.database;
  busOf(database).here.emit("change", { assignmentIds: ids, kind });
  if (database.kind !== "postgres") {
    busOf(database).emitLocal({ assignmentIds: ids, kind });
    return;
  }
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    const payload = JSON.stringify({ k: kind, ids: ids.slice(i, i + IDS_PER_NOTIFY) });
    database.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`).catch((err: unknown) => {
      app.log.warn({ err }, "live announcement not sent");
    });
  }
}

/** Hear every change announced on this database (from any server). Returns the unsubscribe. */
export function onLive(database: Database, listener: (change: LiveAnnouncement) => void): () => void {
  const bus = busOf(database);
  bus.events.on("change", listener);
  return () => bus.events.off("change", listener);
}

/** Hear the changes announced by THIS server only (each change once across all servers). Returns the unsubscribe. */
export function onLiveAnnouncedHere(database: Database, listener: (change: LiveAnnouncement) => void): () => void {
  const bus = busOf(database);
  bus.here.on("change", listener);
  return () => bus.here.off("change", listener);
}

/** Start hearing other servers' changes (PostgreSQL); call once the app is ready. */
export function startLiveBus(app: FastifyInstance): Promise<void> {
  return busOf(app.database).start((err) => app.log.error({ err }, "live LISTEN failed; streams fall back to polling"));
}

export function stopLiveBus(database: Database): Promise<void> {
  return busOf(database).stop();
}
