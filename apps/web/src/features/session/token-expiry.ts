/**
 * When a login token stops being valid, read from its own `exp` claim (seconds since 1970), so the
 * app ends an expired session even with no signal (docs/decisions/0227). The signature is not
 * checked here (the server does that); a token that is not a readable JWT has no known expiry.
 */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const payload = token?.split(".")[1];
  if (!payload || token!.split(".").length !== 3) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json: unknown = JSON.parse(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)));
    const exp = json && typeof json === "object" ? (json as { exp?: unknown }).exp : undefined;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token's expiry has passed at `now`. */
export function tokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now;
}
