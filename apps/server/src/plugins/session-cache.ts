import type { Role } from "@app/contracts";
import type { Database } from "../db/client";
import { sessionEvents, type SessionChange } from "../lib/session-events";

export interface CachedSession {
  userId: string;
  role: Role;
  name: string;
  /** The account's saved language (issue 11), as stored. */
  language?: string | null;
  /** When the session itself expires (ms since epoch). */
  expiresAt: number;
}

interface Entry extends CachedSession {
  /** When this copy stops being trusted (ms since epoch). */
  staleAt: number;
}

export const SESSION_CHANNEL = "session_changed";
/** A copy is trusted this long at most, even if a notification was lost. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

/**
 * The session row read of every authenticated call, kept for a few seconds (docs/decisions/0090).
 * Revocation-aware: logout, password change, account deletion or edit drop the copy at once, in
 * this process through sessionEvents and in every process through PostgreSQL NOTIFY on
 * "session_changed". While the LISTEN connection is down the cache is off (every call reads the
 * database), and it starts empty again when the connection is back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Bumped by every invalidation: a read that started before one must not be cached. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private readonly onLocalChange = (change: SessionChange) => this.apply(change);

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  async start(database: Database): Promise<void> {
    sessionEvents.on("change", this.onLocalChange);
    this.stopListening = await database.listen(
      SESSION_CHANNEL,
      (payload) => {
        if (payload.startsWith("s:")) this.apply({ sessionId: payload.slice(2) });
        else if (payload.startsWith("u:")) this.apply({ userId: payload.slice(2) });
        else {
          this.generation += 1;
          this.entries.clear();
        }
      },
      (listening) => {
        this.generation += 1;
        this.entries.clear();
        this.listening = listening;
      },
    );
  }

  async stop(): Promise<void> {
    sessionEvents.off("change", this.onLocalChange);
    this.listening = false;
    this.entries.clear();
    await this.stopListening?.();
  }

  get(sessionId: string, now = Date.now()): CachedSession | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.staleAt <= now || entry.expiresAt <= now) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry;
  }

  /** Call before reading the database; pass the value to set(). */
  mark(): number {
    return this.generation;
  }

  set(sessionId: string, session: CachedSession, readAt: number, now = Date.now()): void {
    if (!this.listening || readAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, { ...session, staleAt: now + this.ttlMs });
  }

  private apply(change: SessionChange): void {
    this.generation += 1;
    if ("sessionId" in change) {
      this.entries.delete(change.sessionId);
      return;
    }
    for (const [id, entry] of this.entries) if (entry.userId === change.userId) this.entries.delete(id);
  }
}
