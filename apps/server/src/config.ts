import { isIP } from "node:net";
import { resolve } from "node:path";
import { CAPTURE_LIMIT } from "@app/contracts";
import { loadNotificationConfig, type NotificationConfig } from "./features/notifications/notifications.config";

/** Start-up refuses a bad setting with this; main prints only the message, never a stack. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = "ConfigError";
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the owner role that runs the migrations; DATABASE_URL is then the application's limited role (docs/decisions/0236). */
  databaseOwnerUrl: string | undefined;
  /** Base address used in links sent by email. */
  publicUrl: string;
  jwtSecret: string | undefined;
  /** AES-256 key for Aadhaar numbers; undefined generates one into the data directory. */
  aadhaarKey: Buffer | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email?: string; password?: string; name: string; mobile?: string };
  logLevel: string;
  /**
   * Which hops of X-Forwarded-For to believe: false (none, the default), a hop count (that many
   * proxies in front), or the proxies' addresses / CIDR ranges (docs/decisions/0104).
   */
  trustProxy: false | number | string[];
  /** New captures one person may save per minute (docs/decisions/0102). */
  captureLimitPerMinute: number;
  /** Where the built web app lives; null serves the API only. */
  webDist: string | null;
  nodeEnv: string;
  /** Parents' notifications: worker, retries, push keys, WhatsApp and SMS (docs/decisions/0062). */
  notifications: NotificationConfig;
  /** India times ("HH:mm") after which parents can no longer change absences: morning legs on the day before, afternoon legs on the day (docs/decisions/0066). */
  absenceCutoffs: { morning: string; afternoon: string };
  /** Days capture photos and GPS fixes are kept (docs/decisions/0111). */
  retentionDays: number;
  /** Days the vans' positions are kept; the hourly housekeeping deletes older ones (docs/decisions/0265). */
  positionRetentionDays: number;
  /**
   * The maps' tile server, a Leaflet URL template ({s}, {z}, {x}, {y}); empty shows maps without a
   * background (tests). The default is OpenStreetMap's under its tile policy (docs/decisions/0261).
   */
  mapTileUrl: string;
  /** The tile server's attribution, shown on every map. */
  mapTileAttribution: string;
}

type Env = Record<string, string | undefined>;

export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";

/** MAP_TILE_URL unset: OpenStreetMap; set empty: no tiles; else an https (or http) template with {z}, {x} and {y}. */
function mapTileVars(env: Env): { mapTileUrl: string; mapTileAttribution: string } {
  const raw = env.MAP_TILE_URL;
  if (raw === undefined) return { mapTileUrl: OSM_TILE_URL, mapTileAttribution: env.MAP_TILE_ATTRIBUTION || OSM_ATTRIBUTION };
  const url = raw.trim();
  if (url === "") return { mapTileUrl: "", mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? "" };
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(url) || !["{z}", "{x}", "{y}"].every((part) => url.includes(part)))
    throw new ConfigError("MAP_TILE_URL", "must be an http(s) URL template with {z}, {x} and {y}");
  return { mapTileUrl: url, mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? "" };
}

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function urlVar(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, "is not a valid URL");
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.join(" or ")}`);
  return raw;
}

/** A 32-byte key written as 64 hex characters or as base64 / base64url. */
function keyVar(env: Env, name: string): Buffer | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(raw)) key = Buffer.from(raw, "hex");
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) key = Buffer.from(raw.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (!key || key.length !== 32) throw new ConfigError(name, "must be a 32-byte key written as 64 hex characters or base64");
  return key;
}

const PROXY_KEYWORDS = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count, or a comma-separated list of proxy addresses (CIDR ranges and
 * loopback/linklocal/uniquelocal allowed). "true" (trust every hop) is refused: anyone could then
 * pick their own address with a forged X-Forwarded-For and dodge the rate limits.
 */
function trustProxyVar(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === "0" || raw === "false") return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError("TRUST_PROXY", `a hop count must be between 0 and 10, got ${hops}`);
    return hops;
  }
  if (raw === "true" || raw === "all" || raw === "*") {
    throw new ConfigError(
      "TRUST_PROXY",
      "trusting every proxy hop lets clients forge their address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,127.0.0.1)",
    );
  }
  const entries = raw.split(",").map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined || !entries.length) {
    throw new ConfigError("TRUST_PROXY", `"${bad ?? raw}" is neither a hop count nor an IP address or CIDR range`);
  }
  return entries;
}

function timeVar(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  // "24:00" is midnight at the end of that day: an operator who takes changes until the day turns.
  if (!/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(raw)) throw new ConfigError(name, `must be a time written HH:mm (24-hour, up to 24:00), got "${raw}"`);
  return raw;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: Env = process.env): Config {
  const port = intVar(env, "PORT", 3000, 1, 65535);
  const logLevel = env.LOG_LEVEL ?? "info";
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}`);
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigError("JWT_SECRET", "must be at least 32 characters");
  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError("ADMIN_EMAIL", "is not a valid email");
  const adminMobile = env.ADMIN_MOBILE || undefined;
  if (adminMobile && !/^[6-9]\d{9}$/.test(adminMobile)) throw new ConfigError("ADMIN_MOBILE", "must be 10 digits starting with 6-9");
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword && adminPassword.length < 8) throw new ConfigError("ADMIN_PASSWORD", "must be at least 8 characters");
  if (adminPassword && !adminEmail && !adminMobile) throw new ConfigError("ADMIN_EMAIL", "is required when ADMIN_PASSWORD is set");
  const databaseUrl = urlVar(env, "DATABASE_URL", ["postgres:", "postgresql:"]);
  const databaseOwnerUrl = urlVar(env, "DATABASE_OWNER_URL", ["postgres:", "postgresql:"]);
  if (databaseOwnerUrl && !databaseUrl) {
    throw new ConfigError("DATABASE_OWNER_URL", "needs DATABASE_URL (the application's own role); the embedded database has one role");
  }
  const webDist = env.WEB_DIST === "" ? null : resolve(env.WEB_DIST ?? resolve(import.meta.dirname, "../../web/dist"));
  return {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(env.DATA_DIR || "./data"),
    databaseUrl,
    databaseOwnerUrl,
    publicUrl: (urlVar(env, "PUBLIC_URL", ["http:", "https:"]) ?? `http://localhost:${port}`).replace(/\/$/, ""),
    jwtSecret,
    aadhaarKey: keyVar(env, "AADHAAR_KEY"),
    tokenTtlSeconds: intVar(env, "TOKEN_TTL_HOURS", 24, 1, 24 * 30) * 3600,
    smtpUrl: urlVar(env, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom: env.MAIL_FROM || "Guntur Kids Ride <no-reply@gunturkidsride.in>",
    admin: { email: adminEmail?.toLowerCase(), password: adminPassword, name: env.ADMIN_NAME || "Administrator", mobile: adminMobile },
    logLevel,
    trustProxy: trustProxyVar(env),
    captureLimitPerMinute: intVar(env, "CAPTURE_LIMIT_PER_MINUTE", CAPTURE_LIMIT.perUser, 1, 1_000_000),
    webDist,
    nodeEnv: env.NODE_ENV ?? "production",
    notifications: loadNotificationConfig(env),
    absenceCutoffs: { morning: timeVar(env, "ABSENCE_MORNING_CUTOFF", "20:00"), afternoon: timeVar(env, "ABSENCE_AFTERNOON_CUTOFF", "12:00") },
    retentionDays: intVar(env, "RETENTION_DAYS", 90, 1, 3650),
    positionRetentionDays: intVar(env, "POSITION_RETENTION_DAYS", 30, 1, 3650),
    ...mapTileVars(env),
  };
}
