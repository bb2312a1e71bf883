import type { Role } from "@app/contracts";
import { DASHBOARDS, TOP_LEVEL_ROUTES } from "../features/dashboards/dashboard-config";
import { dashboardPathFor } from "../features/session/roles";

/** Public and account routes of spec §2.1 (no login needed). */
export const PUBLIC_PATHS = [
  "/",
  "/login",
  "/home",
  "/aboutUs",
  "/privacypolicy",
  "/forgot-password",
  "/reset-password",
  "/confirm-password",
  "/enquiryform",
] as const;

const lower = (p: string) => p.replace(/\/+$/, "").toLowerCase() || "/";

/** Who may open a path: "public", the roles of its guard, or null for an unknown path. */
export function rolesForPath(path: string): "public" | readonly Role[] | null {
  const pathname = lower(path.split(/[?#]/)[0]);
  if (PUBLIC_PATHS.some((p) => lower(p) === pathname)) return "public";
  for (const def of Object.values(DASHBOARDS)) {
    const base = lower(def.basePath);
    if (pathname === base || pathname.startsWith(`${base}/`)) return def.roles;
  }
  const top = TOP_LEVEL_ROUTES.find((r) => lower(r.path) === pathname);
  return top ? DASHBOARDS[top.dashboard].roles : null;
}

/** Where to go after login: the page the user wanted, if their role may open it; else their dashboard. */
export function postLoginPath(role: Role, from: unknown): string {
  if (typeof from === "string" && from.startsWith("/") && !from.startsWith("//")) {
    const roles = rolesForPath(from);
    if (roles !== null && roles !== "public" && roles.includes(role)) return from;
  }
  return dashboardPathFor(role);
}
