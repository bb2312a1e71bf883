import { messages, type Role } from "@app/contracts";
import { DASHBOARD_PATHS, DASHBOARD_ROLES, type DashboardKind } from "../session/roles";
import type { SectionKey } from "./section-registry";

const tiles = messages.dashboards.tiles;

export interface TileDef {
  /** The tile's name (spec §2.7, §2.15–2.17, §6). */
  label: string;
  /** Path relative to the dashboard root. */
  path: string;
  /** Background image served from /tiles. */
  image: string;
  /** Roles that see the tile (spec §6, corrected per decisions.md). */
  roles: readonly Role[];
}

export interface SectionRoute {
  /** Relative path under the dashboard root. */
  path: string;
  section: SectionKey;
}

export interface DashboardDef {
  kind: DashboardKind;
  basePath: string;
  title: string;
  roles: readonly Role[];
  tiles: readonly TileDef[];
  routes: readonly SectionRoute[];
  /** Shown above the tiles at the dashboard's root (the caretaker's run sheet, issue 9). */
  home?: SectionKey;
}

const ADMIN: readonly Role[] = ["admin"];
const PARENTS: readonly Role[] = ["father", "mother"];

export const DASHBOARDS: Record<DashboardKind, DashboardDef> = {
  admin: {
    kind: "admin",
    basePath: DASHBOARD_PATHS.admin,
    title: messages.dashboards.adminTitle,
    roles: DASHBOARD_ROLES.admin,
    // Spec §6: Kids Profile admin+parent, Driver Profile admin+driver, Care Taker admin only (the
    // father's "Care Taker" tile listed every caretaker; decisions.md removes it). Parents and drivers
    // reach their own screens through their own dashboards; the admin dashboard is admin-only.
    tiles: [
      // Added (docs/decisions/0067): the day board, first, as the office opens on today (0251).
      { label: messages.day.board.tile, path: "today", image: "/tiles/today.svg", roles: ADMIN },
      { label: tiles.kidsProfile, path: "profile", image: "/tiles/kids-profile.svg", roles: ["admin", ...PARENTS] },
      { label: tiles.driverProfile, path: "driver", image: "/tiles/driver-profile.svg", roles: ["admin", "driver"] },
      { label: tiles.enquiry, path: "enquiry", image: "/tiles/enquiry.svg", roles: ADMIN },
      { label: tiles.transport, path: "transport", image: "/tiles/transport.svg", roles: ADMIN },
      { label: tiles.kidsAttendance, path: "kidattendance", image: "/tiles/kids-attendance.svg", roles: ADMIN },
      { label: tiles.help, path: "help", image: "/tiles/help.svg", roles: ADMIN },
      { label: tiles.feedback, path: "feedback", image: "/tiles/feedback.svg", roles: ADMIN },
      { label: tiles.kidRoutes, path: "kidroutes", image: "/tiles/kid-routes.svg", roles: ADMIN },
      // Added (docs/decisions/0264): the vans, their papers and trackers.
      { label: messages.vehicles.title, path: "vehicles", image: "/tiles/vehicles.svg", roles: ADMIN },
      { label: tiles.careTaker, path: "caretaker", image: "/tiles/care-taker.svg", roles: ADMIN },
      // Added (decisions.md §3 Audit log; docs/decisions/0006-audit-log-screen.md).
      { label: tiles.auditLog, path: "audit-log", image: "/tiles/audit-log.svg", roles: ADMIN },
      // Added (docs/decisions/0110–0112).
      { label: messages.privacy.admin.tile, path: "privacy", image: "/tiles/privacy.svg", roles: ADMIN },
    ],
    routes: [
      { path: "profile", section: "kidsProfile" },
      { path: "driver", section: "drivers" },
      { path: "enquiry", section: "enquiry" },
      { path: "transport", section: "transport" },
      { path: "help", section: "help" },
      { path: "feedback", section: "feedback" },
      { path: "kidroutes", section: "kidRoutes" },
      { path: "kidattendance", section: "kidAttendance" },
      { path: "caretaker", section: "caretakers" },
      { path: "getkidroutes", section: "getKidRoutes" },
      { path: "overview", section: "overview" },
      { path: "route", section: "route" },
      { path: "createdriver", section: "createDriver" },
      { path: "getdriverlist", section: "driverList" },
      { path: "createkid", section: "createKid" },
      { path: "getkiddetails", section: "kidDetailsList" },
      { path: "audit-log", section: "auditLog" },
      { path: "today", section: "dayBoard" },
      { path: "privacy", section: "adminPrivacy" },
      { path: "vehicles", section: "vehicles" },
    ],
  },
  driver: {
    kind: "driver",
    basePath: DASHBOARD_PATHS.driver,
    title: messages.dashboards.driverTitle,
    roles: DASHBOARD_ROLES.driver,
    tiles: [
      { label: tiles.driverOwnProfile, path: "driverprofile", image: "/tiles/driver-profile.svg", roles: ["driver"] },
      { label: tiles.kidDetails, path: "kiddetails", image: "/tiles/kid-details.svg", roles: ["driver"] },
    ],
    routes: [
      { path: "driverprofile", section: "driverProfile" },
      { path: "kiddetails", section: "driverKidDetails" },
    ],
  },
  caretaker: {
    kind: "caretaker",
    basePath: DASHBOARD_PATHS.caretaker,
    title: messages.dashboards.caretakerTitle,
    roles: DASHBOARD_ROLES.caretaker,
    home: "runSheet",
    tiles: [
      { label: tiles.caretakerProfile, path: "caretakerprofile", image: "/tiles/care-taker.svg", roles: ["caretaker"] },
      { label: tiles.caretakerKidDetails, path: "caretakerkiddetails", image: "/tiles/kid-details.svg", roles: ["caretaker"] },
    ],
    routes: [
      { path: "caretakerprofile", section: "caretakerProfile" },
      { path: "caretakerkiddetails", section: "caretakerKidDetails" },
    ],
  },
  parent: {
    kind: "parent",
    basePath: DASHBOARD_PATHS.parent,
    title: messages.dashboards.parentTitle,
    roles: DASHBOARD_ROLES.parent,
    tiles: [
      { label: tiles.kidProfile, path: "kidprofile", image: "/tiles/kids-profile.svg", roles: PARENTS },
      { label: tiles.kidRouteDetails, path: "parentKidroute", image: "/tiles/kid-routes.svg", roles: PARENTS },
      // Added: parents raise help requests and send feedback (docs/decisions/0043), and choose how to
      // be told (docs/decisions/0060). Help and Notifications share the second row, so both stay
      // within two phone screens of the home (docs/decisions/0246).
      { label: tiles.help, path: "help", image: "/tiles/parent-help.svg", roles: PARENTS },
      { label: messages.notifications.settings.title, path: "notifications", image: "/tiles/notifications.svg", roles: PARENTS },
      { label: tiles.feedback, path: "feedback", image: "/tiles/parent-feedback.svg", roles: PARENTS },
      // Added (docs/decisions/0110–0112): consent, the family archive and erasure.
      { label: messages.privacy.page.title, path: "privacy", image: "/tiles/privacy.svg", roles: PARENTS },
    ],
    routes: [
      { path: "kidprofile", section: "kidProfile" },
      { path: "parentKidroute", section: "parentKidRoute" },
      { path: "help", section: "parentHelp" },
      { path: "feedback", section: "parentFeedback" },
      { path: "notifications", section: "parentNotifications" },
      { path: "privacy", section: "parentPrivacy" },
    ],
  },
};

/** The tiles of one dashboard that a role sees (spec §6). */
export function tilesFor(kind: DashboardKind, role: Role | null): TileDef[] {
  if (!role) return [];
  return DASHBOARDS[kind].tiles.filter((tile) => tile.roles.includes(role));
}

/**
 * The top-level routes of spec §2.1, each guarded by the role that owns the screen and showing the
 * same section as the dashboard's equivalent (docs/decisions/0003-top-level-routes.md).
 */
export const TOP_LEVEL_ROUTES: readonly { path: string; dashboard: DashboardKind; section: SectionKey }[] = [
  { path: "/profile", dashboard: "admin", section: "kidsProfile" },
  { path: "/transport", dashboard: "admin", section: "transport" },
  { path: "/createdriver", dashboard: "admin", section: "createDriver" },
  { path: "/getdriverlist", dashboard: "admin", section: "driverList" },
  { path: "/caretaker", dashboard: "admin", section: "caretakers" },
  { path: "/createkid", dashboard: "admin", section: "createKid" },
  { path: "/getkiddetails", dashboard: "admin", section: "kidDetailsList" },
  { path: "/getkidattedance", dashboard: "admin", section: "kidAttendance" },
  { path: "/getattendancebydate", dashboard: "admin", section: "kidAttendance" },
  { path: "/kidattendance", dashboard: "admin", section: "kidAttendance" },
  { path: "/help", dashboard: "admin", section: "help" },
  { path: "/feedback", dashboard: "admin", section: "feedback" },
  { path: "/kidroutes", dashboard: "admin", section: "kidRoutes" },
  { path: "/driverprofile", dashboard: "driver", section: "driverProfile" },
  { path: "/kiddetails", dashboard: "driver", section: "driverKidDetails" },
  { path: "/caretakerprofile", dashboard: "caretaker", section: "caretakerProfile" },
  { path: "/caretakerkiddetails", dashboard: "caretaker", section: "caretakerKidDetails" },
  { path: "/kidprofile", dashboard: "parent", section: "kidProfile" },
  { path: "/parentKidroute", dashboard: "parent", section: "parentKidRoute" },
  { path: "/parentkiddetails", dashboard: "parent", section: "kidProfile" },
];
