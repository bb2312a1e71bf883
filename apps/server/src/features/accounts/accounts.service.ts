import { createHash, randomBytes } from "node:crypto";
import {
  FORGOT_LIMIT,
  identifierKind,
  isLanguage,
  type Language,
  messages,
  PARENT_ROLES,
  RESET_TOKEN_TTL_MS,
  type Role,
  type SessionUser,
} from "@app/contracts";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest, HttpError, tooManyRequests, unauthorized } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { textsIn } from "../../lib/i18n";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { RateLimiter } from "../../lib/rate-limiter";
import type { BackgroundTasks } from "../../lib/background";
import type { TokenService } from "../../lib/tokens";
import { kidsOfParent } from "../kids/kid-access";
import * as repo from "./accounts.repository";
import { LoginThrottle } from "./login-throttle";

const m = messages.auth;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Builds what the client keeps about the logged-in person (spec §3.2 `user`). A parent's `kids` are
 * all their linked kids, first registered first; `kidName`/`kidUuid` are the first of them (the
 * navbar shows the kid's name, spec §2.2). Other roles have none.
 */
export function toSessionUser(user: repo.UserRow, kids: SessionUser["kids"] = []): SessionUser {
  return {
    uuid: user.id,
    name: user.name,
    role: user.role as Role,
    email: user.email,
    mobile: user.mobile,
    kidName: kids[0]?.kidName ?? null,
    kidUuid: kids[0]?.uuid ?? null,
    kids,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** The session user with the kids of a parent looked up (decisions.md §3 parent accounts). */
export async function sessionUserFor(db: Db, user: repo.UserRow): Promise<SessionUser> {
  const isParent = (PARENT_ROLES as readonly string[]).includes(user.role);
  return toSessionUser(user, isParent ? await kidsOfParent(db, user.id) : []);
}

/**
 * A hash of a random password nobody knows, made once per process. An unknown account, or one
 * that has no password yet, is checked against it, so every login pays the same one argon2
 * verification and its answer time does not tell whether the account exists (docs/decisions/0233).
 */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummyHash;
}

/** Checks `password` against the account's hash, or against the dummy hash; false for the dummy. */
async function checkPassword(user: repo.UserRow | undefined, password: string): Promise<boolean> {
  const stored = user?.passwordHash ?? null;
  const ok = await verifyPassword(stored ?? (await dummyPasswordHash()), password);
  return stored !== null && ok;
}

export class AccountsService {
  private readonly throttle: LoginThrottle;
  private readonly forgotByEmail: RateLimiter;
  private readonly forgotByIp: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly background: BackgroundTasks,
  ) {
    this.throttle = new LoginThrottle(db);
    this.forgotByEmail = new RateLimiter(db, "forgot-email", FORGOT_LIMIT.perEmail, FORGOT_LIMIT.windowMs);
    this.forgotByIp = new RateLimiter(db, "forgot-ip", FORGOT_LIMIT.perIp, FORGOT_LIMIT.windowMs);
  }

  /** What the throttle counts: the account (its email and mobile are one), or the unknown identifier. */
  private static throttleSubject(identifier: string, user: repo.UserRow | undefined): string {
    return user ? `account:${user.id}` : `identifier:${identifier}`;
  }

  private async findByIdentifier(identifier: string) {
    const kind = identifierKind(identifier);
    const user =
      kind === "mobile" ? await repo.findUserByMobile(this.db, identifier) : kind === "email" ? await repo.findUserByEmail(this.db, identifier) : undefined;
    return { kind, user };
  }

  /**
   * An unknown account gets the wrong password's answer (401 "Incorrect password"), after the same
   * work, so that a caller cannot learn who has an account here (docs/decisions/0233).
   */
  async login(identifierRaw: string, password: string, ip: string, tokens: TokenService, deviceProof?: string) {
    const identifier = identifierRaw.trim().toLowerCase();
    const { user } = await this.findByIdentifier(identifier);
    const subject = AccountsService.throttleSubject(identifier, user);
    const trusted = Boolean(user && tokens.isTrustedDevice(deviceProof, user.id, user.passwordHash));
    await this.throttle.check(subject, ip, trusted);
    const ok = await checkPassword(user, password);
    if (!user || !ok) {
      await this.throttle.failed(subject, ip);
      throw unauthorized(m.serverErrors.incorrectPassword);
    }
    await this.throttle.succeeded(subject, ip);
    const role = user.role as Role;
    const issued = await tokens.sign(user.id, role);
    await repo.insertSession(this.db, issued.jti, user.id, issued.expiresAt);
    const sessionUser = await sessionUserFor(this.db, user);
    return {
      token: issued.token,
      expiresAt: issued.expiresAt,
      device: user.passwordHash ? tokens.deviceProof(user.id, user.passwordHash) : null,
      body: { token: issued.token, role, user: sessionUser, name: sessionUser.kidName ?? user.name },
    };
  }

  async me(userId: string): Promise<SessionUser> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw unauthorized(messages.common.sessionExpired);
    return sessionUserFor(this.db, user);
  }

  /** Keeps the reader's language on the account (issue 11): their emails use it from now on. */
  async setLanguage(userId: string, language: Language): Promise<Language> {
    await repo.setLanguage(this.db, userId, language);
    return language;
  }

  /** The language to write to an account in: its own choice, else `fallback` (e.g. the sender's). */
  async mailLanguageOf(userId: string, fallback: Language | null | undefined): Promise<Language> {
    const saved = await repo.languageOf(this.db, userId);
    return isLanguage(saved) ? saved : (fallback ?? "en");
  }

  logout(jti: string): Promise<void> {
    return repo.revokeSession(this.db, jti);
  }

  /**
   * Same answer, in the same time, whether or not the email belongs to an account (no account
   * discovery): only the limits are counted before answering; looking the account up, issuing
   * the link and sending the mail happen in the background after the answer (docs/decisions/0103).
   */
  async forgotPassword(emailRaw: string, ip: string, log: { error: (o: object, msg: string) => void }, language: Language = "en"): Promise<void> {
    const email = emailRaw.trim().toLowerCase();
    const wait = Math.max(await this.forgotByEmail.take(email), await this.forgotByIp.take(ip));
    if (wait > 0) throw tooManyRequests(m.serverErrors.tooManyRequests, wait);
    this.background.run(async () => {
      const user = await repo.findUserByEmail(this.db, email);
      if (!user || !user.email) return;
      const link = await this.issuePasswordLink(user.id, "reset");
      // The reset mail speaks the account's language, else the language the request came in.
      const mail = textsIn(isLanguage(user.language) ? user.language : language).auth.mail;
      await this.mailer.send({ to: user.email, subject: mail.resetSubject, text: mail.resetBody(user.name, link) });
    }, (err) => log.error({ err }, "could not send the password reset email"));
  }

  /** A single-use link valid for 24 h; only its hash is stored. */
  async issuePasswordLink(userId: string, purpose: "reset" | "invite"): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction(async (tx) => {
      await repo.retirePasswordTokens(tx as unknown as Db, userId);
      await repo.insertPasswordToken(tx as unknown as Db, {
        userId,
        tokenHash: hashToken(token),
        purpose,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
    });
    return `${this.config.publicUrl}/confirm-password?token=${encodeURIComponent(token)}`;
  }

  async confirmPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const userId = await repo.consumePasswordToken(tx as unknown as Db, hashToken(token));
      if (!userId) throw badRequest(m.serverErrors.invalidResetLink);
      await repo.setPasswordHash(tx as unknown as Db, userId, passwordHash);
      await repo.revokeAllSessions(tx as unknown as Db, userId);
    });
  }

  /** Change a known password (spec §2.5); failures count towards the login limit. */
  async resetPassword(identifierRaw: string, oldPassword: string, newPassword: string, ip: string): Promise<void> {
    const identifier = identifierRaw.trim().toLowerCase();
    const { user } = await this.findByIdentifier(identifier);
    const subject = AccountsService.throttleSubject(identifier, user);
    await this.throttle.check(subject, ip, false);
    const ok = await checkPassword(user, oldPassword);
    if (!user || !ok) {
      await this.throttle.failed(subject, ip);
      throw new HttpError(400, m.reset.failure);
    }
    await this.throttle.succeeded(subject, ip);
    await repo.setPasswordHash(this.db, user.id, await hashPassword(newPassword));
    await repo.revokeAllSessions(this.db, user.id);
  }
}
