import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Role } from "@app/contracts";

const ISSUER = "guntur-kids-ride";
const AUDIENCE = "guntur-kids-ride-web";
const ALGORITHM = "HS256";

export interface TokenClaims {
  userId: string;
  role: Role;
  jti: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: string, role: Role): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ userId, role })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, jti, expiresAt };
  }

  /** Null for anything not signed by us with the allowed algorithm, expired, or malformed. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ["exp", "jti", "sub"],
      });
      if (typeof payload.userId !== "string" || typeof payload.role !== "string" || typeof payload.jti !== "string") return null;
      return { userId: payload.userId, role: payload.role as Role, jti: payload.jti, expiresAt: new Date((payload.exp ?? 0) * 1000) };
    } catch {
      return null;
    }
  }
}
