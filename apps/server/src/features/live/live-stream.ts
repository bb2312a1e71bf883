import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { LIVE_EVENTS, LIVE_HEARTBEAT_SECONDS, LIVE_STREAMS_PER_SESSION } from "@app/contracts";
import { onLive, startLiveBus, stopLiveBus, type LiveAnnouncement } from "../../lib/live-bus";
import { sessionEvents, type SessionChange } from "../../lib/session-events";
import type { AuthContext } from "../../plugins/auth";
import { SESSION_CHANNEL } from "../../plugins/session-cache";

/** Events kept for Last-Event-ID resume: the newest this many, none older than RING_MAX_AGE_MS. */
const RING_SIZE = 512;
const RING_MAX_AGE_MS = 5 * 60_000;
/** A stream is closed after this long; the browser reconnects (retry:) and is authenticated again. */
const STREAM_MAX_MS = 15 * 60_000;
/** The browser's reconnect pause (the "retry:" hint). */
export const STREAM_RETRY_MS = 3000;
/** A reader this far behind (bytes queued) is closed rather than buffered without end. */
const MAX_QUEUED_BYTES = 256 * 1024;

interface BufferedEvent {
  seq: number;
  at: number;
  kind: LiveAnnouncement["kind"];
  assignmentId: string;
}

interface Stream {
  auth: AuthContext;
  /** Null: every assignment (admins). */
  visible: Set<string> | null;
  raw: ServerResponse;
  closeTimer: NodeJS.Timeout;
}

/**
 * The live stream's hub (docs/decisions/0262): one per server. It hears every announcement of the
 * live bus (this server's and, on PostgreSQL, every other server's), numbers the events, keeps the
 * last few for Last-Event-ID resume, and writes each to the open streams that may see it. Event
 * ids are "<server start>-<sequence>": a resume on another server (or after its restart) cannot be
 * matched, and gets a "run" event for every assignment the caller sees instead, so the screen
 * re-reads everything once.
 */
export class LiveStreams {
  private readonly epoch = Date.now().toString(36);
  private seq = 0;
  private readonly ring: BufferedEvent[] = [];
  private readonly streams = new Set<Stream>();
  private readonly bySession = new Map<string, Set<Stream>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopSessionListen: (() => Promise<void>) | null = null;
  private readonly onSessionChange = (change: SessionChange) => this.endSessions(change);

  constructor(private readonly app: FastifyInstance) {}

  async start(): Promise<void> {
    this.unsubscribe = onLive(this.app.database, (change) => this.publish(change));
    sessionEvents.on("change", this.onSessionChange);
    await startLiveBus(this.app);
    // Logouts and account changes on any server end that session's streams here too.
    this.stopSessionListen = await this.app.database
      .listen(
        SESSION_CHANNEL,
        (payload) => {
          if (payload.startsWith("s:")) this.endSessions({ sessionId: payload.slice(2) });
          else if (payload.startsWith("u:")) this.endSessions({ userId: payload.slice(2) });
        },
        () => {},
      )
      .catch((err: unknown) => {
        this.app.log.error({ err }, "live streams: session LISTEN failed");
        return null;
      });
    this.heartbeat = setInterval(() => this.beat(), LIVE_HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  /** Before the server closes: end every stream (the server waits for open requests). */
  endAll(): void {
    for (const s of [...this.streams]) this.end(s);
  }

  async stop(): Promise<void> {
    this.endAll();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.unsubscribe?.();
    sessionEvents.off("change", this.onSessionChange);
    await this.stopSessionListen?.();
    await stopLiveBus(this.app.database);
  }

  get count(): number {
    return this.streams.size;
  }

  /** Whether one more stream may open for this session. */
  hasRoom(jti: string): boolean {
    return (this.bySession.get(jti)?.size ?? 0) < LIVE_STREAMS_PER_SESSION;
  }

  /**
   * Take over the response and keep it open. `lastEventId` resumes: the buffered events after it
   * that the caller may see, or (unknown id) one "run" event per visible assignment.
   */
  open(raw: ServerResponse, auth: AuthContext, visible: Set<string> | null, lastEventId: string | undefined, allIds: () => Promise<string[]>): void {
    raw.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // nginx and some proxies buffer responses unless told not to.
      "X-Accel-Buffering": "no",
    });
    raw.write(`retry: ${STREAM_RETRY_MS}\n: open\n\n`);
    const stream: Stream = { auth, visible, raw, closeTimer: setTimeout(() => this.end(stream), STREAM_MAX_MS) };
    stream.closeTimer.unref();
    this.streams.add(stream);
    let sessionStreams = this.bySession.get(auth.jti);
    if (!sessionStreams) this.bySession.set(auth.jti, (sessionStreams = new Set()));
    sessionStreams.add(stream);
    raw.on("close", () => this.forget(stream));
    if (lastEventId) this.resume(stream, lastEventId, allIds);
  }

  private resume(stream: Stream, lastEventId: string, allIds: () => Promise<string[]>): void {
    const [epoch, seqText] = lastEventId.split("-");
    const seq = Number(seqText);
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    // Known: this server's id, and nothing after it has left the buffer.
    if (epoch === this.epoch && Number.isInteger(seq) && seq <= this.seq && seq >= oldest - 1) {
      for (const e of this.ring) if (e.seq > seq && this.sees(stream, e.assignmentId)) this.write(stream, this.frame(e));
      return;
    }
    const ids = stream.visible ? Promise.resolve([...stream.visible]) : allIds();
    ids
      .then((list) => {
        const seqNow = this.seq;
        for (const id of list) this.write(stream, this.frame({ seq: seqNow, at: Date.now(), kind: "run", assignmentId: id }));
      })
      .catch((err: unknown) => this.app.log.warn({ err }, "live stream resume failed"));
  }

  /** One announcement: numbered, buffered and written to every stream that may see it. */
  publish(change: LiveAnnouncement): void {
    const now = Date.now();
    for (const assignmentId of change.assignmentIds) {
      const event: BufferedEvent = { seq: ++this.seq, at: now, kind: change.kind, assignmentId };
      this.ring.push(event);
      const frame = this.frame(event);
      for (const s of this.streams) if (this.sees(s, assignmentId)) this.write(s, frame);
    }
    while (this.ring.length > RING_SIZE || (this.ring.length && this.ring[0]!.at < now - RING_MAX_AGE_MS)) this.ring.shift();
  }

  private frame(e: BufferedEvent): string {
    const name = e.kind === "run" ? LIVE_EVENTS.run : LIVE_EVENTS.position;
    return `id: ${this.epoch}-${e.seq}\nevent: ${name}\ndata: ${JSON.stringify({ assignmentUuid: e.assignmentId })}\n\n`;
  }

  private sees(s: Stream, assignmentId: string): boolean {
    return s.visible === null || s.visible.has(assignmentId);
  }

  private write(s: Stream, text: string): void {
    if (s.raw.destroyed || s.raw.writableEnded) return;
    if (s.raw.writableLength > MAX_QUEUED_BYTES) {
      this.end(s);
      return;
    }
    s.raw.write(text);
  }

  private beat(): void {
    for (const s of this.streams) this.write(s, ": ping\n\n");
  }

  private endSessions(change: SessionChange): void {
    for (const s of [...this.streams]) {
      if ("sessionId" in change ? s.auth.jti === change.sessionId : s.auth.userId === change.userId) this.end(s);
    }
  }

  private end(s: Stream): void {
    this.forget(s);
    if (!s.raw.writableEnded) s.raw.end();
  }

  private forget(s: Stream): void {
    clearTimeout(s.closeTimer);
    this.streams.delete(s);
    const set = this.bySession.get(s.auth.jti);
    set?.delete(s);
    if (set && set.size === 0) this.bySession.delete(s.auth.jti);
  }
}
