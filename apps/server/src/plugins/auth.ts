import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { and, eq, gt, isNull } from "drizzle-orm";
import { isLanguage, messages, type Language, type Role } from "@app/contracts";
import { sessions, users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/errors";
import { isSameOriginWrite } from "./same-origin";
import { SessionCache, type CachedSession } from "./session-cache";

export interface AuthContext {
  userId: string;
  role: Role;
  jti: string;
  name: string;
  /** The account's saved language (issue 11), null when never chosen. */
  language?: Language | null;
  /** How the token arrived; cookie-borne writes get an Origin check against CSRF. */
  via: "bearer" | "cookie";
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid, unrevoked token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.auth when a token is present; anonymous passes through. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 when logged out, 403 for any other role. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const TOKEN_COOKIE = "token";
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function readToken(request: FastifyRequest): { token: string; via: "bearer" | "cookie" } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    // The original client sends "Bearer null" when it has no token; treat it as no token.
    if (match && match[1] !== "null" && match[1] !== "undefined") return { token: match[1], via: "bearer" };
  }
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  const cache = new SessionCache();
  const publicOrigin = new URL(app.config.publicUrl).origin;
  await cache.start(app.database);
  app.addHook("onClose", async () => cache.stop());

  async function session(jti: string): Promise<CachedSession | null> {
    const cached = cache.get(jti);
    if (cached) return cached;
    const readAt = cache.mark();
    const [row] = await app.db
      .select({ userId: users.id, role: users.role, name: users.name, language: users.language, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, jti), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)))
      .limit(1);
    if (!row) return null;
    const found: CachedSession = { userId: row.userId, role: row.role as Role, name: row.name, language: row.language, expiresAt: row.expiresAt.getTime() };
    cache.set(jti, found, readAt);
    return found;
  }

  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const found = readToken(request);
    if (!found) return null;
    const claims = await app.tokens.verify(found.token);
    if (!claims) throw unauthorized(messages.common.sessionExpired);
    const row = await session(claims.jti);
    if (!row || row.userId !== claims.userId) throw unauthorized(messages.common.sessionExpired);
    // A browser attaches the cookie to a write whichever site starts it; only the site's own
    // pages may (docs/decisions/0235). Bearer tokens are never sent by a browser on its own.
    if (found.via === "cookie" && UNSAFE_METHODS.has(request.method) && !isSameOriginWrite(request, publicOrigin)) {
      throw forbidden(messages.auth.serverErrors.forbidden);
    }
    return { userId: row.userId, role: row.role, jti: claims.jti, name: row.name, language: isLanguage(row.language) ? row.language : null, via: found.via };
  }

  app.decorate("optionalAuth", async (request: FastifyRequest) => {
    request.auth = await resolve(request);
  });
  app.decorate("authenticate", async (request: FastifyRequest) => {
    request.auth = await resolve(request);
    if (!request.auth) throw unauthorized(messages.auth.serverErrors.unauthenticated);
  });
  app.decorate("requireRole", (...roles: Role[]) => async (request: FastifyRequest) => {
    request.auth = await resolve(request);
    if (!request.auth) throw unauthorized(messages.auth.serverErrors.unauthenticated);
    if (!roles.includes(request.auth.role)) throw forbidden(messages.auth.serverErrors.forbidden);
  });
});
