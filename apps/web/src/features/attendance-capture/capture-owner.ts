import { STORAGE_KEYS } from "@app/contracts";

/**
 * Whose captures are whose on a shared phone. Every capture is tagged with the account that took
 * it, and the queue sends a capture only with that account's token: when a second caretaker logs
 * in on the same phone, the first one's captures wait (shown in the banner) instead of going out
 * under someone else's name.
 *
 * The owner is read from the token that will actually be sent (spec §6: "identity is derived from
 * the userId claim in the token payload"), not from the tab's session state, so two tabs logged in
 * as different people (local storage is shared, session storage is not) cannot mix them up.
 */

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `userId` claim (else `sub`) of a JWT's payload; null when the token is not a readable JWT. */
export function tokenUserId(token: string | null | undefined): string | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (!payload || typeof payload !== "object") return null;
    const { userId, sub } = payload as { userId?: unknown; sub?: unknown };
    if (typeof userId === "string" && userId) return userId;
    if (typeof sub === "string" && sub) return sub;
    return null;
  } catch {
    return null;
  }
}

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The account whose token is in local storage now (null: logged out, or a token without the claim). */
export function currentCaptureUserId(): string | null {
  return tokenUserId(readLocal(STORAGE_KEYS.token));
}

/** Who is taking a capture now: the token's account and the staff name written at login. */
export function currentCaptureOwner(): { userId: string | null; userName: string | null } {
  const userId = currentCaptureUserId();
  const userName = readLocal(STORAGE_KEYS.userName) || readLocal(STORAGE_KEYS.name) || null;
  return { userId, userName: userId ? userName : null };
}

/**
 * Whether `userId` may send `record`: its own captures, and captures without an owner (queued
 * before captures were tagged). `undefined` means "no filter" (the queue's own unit tests).
 */
export function ownedBy(record: { userId?: string | null }, userId: string | null | undefined): boolean {
  if (userId === undefined) return true;
  return record.userId === null || record.userId === undefined || record.userId === userId;
}
