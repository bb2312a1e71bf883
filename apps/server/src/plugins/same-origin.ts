import type { FastifyRequest } from "fastify";

/**
 * Where a cookie-borne write came from (docs/decisions/0235): the Origin header, else the origin of
 * the Referer; null when the browser sent neither, or sent Origin "null" (a sandboxed frame, a
 * redirect across sites), or something that is no address.
 */
export function writeOrigin(request: FastifyRequest): string | null {
  const header = (name: "origin" | "referer") => {
    const value = request.headers[name];
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const origin = header("origin");
  const raw = origin ?? header("referer");
  if (!raw || raw === "null") return null;
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The address the request itself was sent to: its scheme and Host. Fastify takes them from
 * X-Forwarded-Proto / X-Forwarded-Host only when the connection comes from a proxy TRUST_PROXY
 * names (docs/decisions/0104), so a client cannot pick them.
 */
function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * True when a write carries the site's own origin: PUBLIC_URL's, or the one the request was
 * addressed to (the same server reached by another name, e.g. its LAN address, or Vite's dev
 * proxy, which keeps the browser's Host). A write with neither header is not same-origin:
 * browsers send Origin on every POST, PUT, PATCH and DELETE.
 */
export function isSameOriginWrite(request: FastifyRequest, publicOrigin: string): boolean {
  const from = writeOrigin(request);
  if (!from) return false;
  return from === publicOrigin || from === requestOrigin(request);
}
