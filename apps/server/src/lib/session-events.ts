import { EventEmitter } from "node:events";

/**
 * In-process announcements that a session or an account changed, sent by the code that revokes
 * sessions, deletes or edits accounts. The auth check's session cache listens, so that the next
 * request in THIS process already sees a logout; other processes learn it from PostgreSQL's
 * NOTIFY (drizzle/0005_session_cache_notify.sql), which arrives a moment later.
 */
export type SessionChange = { sessionId: string } | { userId: string };

export const sessionEvents = new EventEmitter<{ change: [SessionChange] }>();
// Every app built in one process (tests build many) adds a listener.
sessionEvents.setMaxListeners(0);

export function announceSessionChange(change: SessionChange): void {
  sessionEvents.emit("change", change);
}
