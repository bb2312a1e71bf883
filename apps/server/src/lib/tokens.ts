import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Role } from "@app/contracts";

const ISSUER = "guntur-kids-ride";
const AUDIENCE = "guntur-kids-ride-web";
const ALGORITHM = "HS256";
/**
 * Tokens already verified, by their exact text, until they expire: the HMAC check through WebCrypto
 * cost more CPU than anything else of a small call outside the database (docs/decisions/0141).
 * Only a byte-identical copy of a token we verified can hit, so nothing forged passes; revocation
 * is still checked on every call by the session look-up.
 */
export const VERIFIED_TOKENS_MAX = 10_000;
/** Accounts one browser is remembered for (a van's phone shared by two caretakers). */
const MAX_DEVICE_PROOFS = 5;

export interface TokenClaims {
  userId: string;
  role: Role;
  jti: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly maxVerified = VERIFIED_TOKENS_MAX,
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

  /**
   * The device cookie's value after a successful login: it proves that this browser has known the
   * account's current password (a new password makes every older proof worthless). The login
   * throttle lets such a browser past the account- and address-wide delays (docs/decisions/0101).
   */
  deviceProof(userId: string, passwordHash: string): string {
    return createHmac("sha256", this.key).update(`device\u0001${userId}\u0001${passwordHash}`).digest("base64url");
  }

  /** Whether the cookie (proofs of up to a few accounts, "."-separated) holds this account's proof. */
  isTrustedDevice(cookie: string | undefined, userId: string, passwordHash: string | null): boolean {
    if (!cookie || !passwordHash) return false;
    const expected = Buffer.from(this.deviceProof(userId, passwordHash));
    return cookie
      .split(".")
      .slice(0, MAX_DEVICE_PROOFS)
      .some((proof) => {
        const given = Buffer.from(proof);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
  }

  /** The cookie after a login: this account's proof first, then the others this browser had. */
  addDeviceProof(cookie: string | undefined, proof: string): string {
    const others = (cookie ?? "").split(".").filter((p) => p && p !== proof && /^[A-Za-z0-9_-]{43}$/.test(p));
    return [proof, ...others].slice(0, MAX_DEVICE_PROOFS).join(".");
  }

  /** Null for anything not signed by us with the allowed algorithm, expired, or malformed. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      // Oldest first out: a Map keeps insertion order.
      if (this.verified.size >= this.maxVerified) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<TokenClaims | null> {
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
