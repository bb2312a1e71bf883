import { PARENT_ROLES, type Role } from "@app/contracts";

export type DashboardKind = "admin" | "driver" | "caretaker" | "parent";

/** Base path of each role's dashboard (spec §2.3: admin, driver, caretaker, otherwise parent). */
export const DASHBOARD_PATHS: Record<DashboardKind, string> = {
  admin: "/admin-dashboard",
  driver: "/driver-dashboard",
  caretaker: "/caretaker-dashboard",
  parent: "/parent-dashboard",
};

/** Which roles may open each dashboard. */
export const DASHBOARD_ROLES: Record<DashboardKind, readonly Role[]> = {
  admin: ["admin"],
  driver: ["driver"],
  caretaker: ["caretaker"],
  parent: PARENT_ROLES,
};

export function isParentRole(role: Role | null | undefined): boolean {
  return role === "father" || role === "mother";
}

export function dashboardKindFor(role: Role): DashboardKind {
  if (role === "admin" || role === "driver" || role === "caretaker") return role;
  return "parent";
}

export function dashboardPathFor(role: Role): string {
  return DASHBOARD_PATHS[dashboardKindFor(role)];
}
