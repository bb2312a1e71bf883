import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { AdminSectionKey } from "./admin-sections";

/**
 * An office section: this module's code for it is a one-line loader of ./admin-sections, so the list
 * of chunks each admin screen preloads travels with that module, not with every phone's dashboard
 * (docs/decisions/0180).
 */
const adminSection = (key: AdminSectionKey) => lazy(() => import("./admin-sections").then((m) => m.ADMIN_SECTIONS[key]()));

/**
 * Every section screen behind a tile or a relative route, each lazily loaded from its own file
 * under ./sections so later issues replace them one by one.
 */
export const SECTIONS = {
  kidsProfile: adminSection("kidsProfile"),
  drivers: adminSection("drivers"),
  enquiry: adminSection("enquiry"),
  transport: adminSection("transport"),
  help: adminSection("help"),
  feedback: adminSection("feedback"),
  kidRoutes: adminSection("kidRoutes"),
  kidAttendance: adminSection("kidAttendance"),
  caretakers: adminSection("caretakers"),
  getKidRoutes: adminSection("getKidRoutes"),
  overview: adminSection("overview"),
  route: adminSection("route"),
  createDriver: adminSection("createDriver"),
  driverList: adminSection("driverList"),
  createKid: adminSection("createKid"),
  kidDetailsList: adminSection("kidDetailsList"),
  auditLog: adminSection("auditLog"),
  dayBoard: adminSection("dayBoard"),
  adminPrivacy: adminSection("adminPrivacy"),
  vehicles: adminSection("vehicles"),
  driverProfile: lazy(() => import("./sections/driver-profile-section").then((m) => ({ default: m.DriverProfileSection }))),
  driverKidDetails: lazy(() =>
    import("./sections/driver-kid-details-section").then((m) => ({ default: m.DriverKidDetailsSection })),
  ),
  caretakerProfile: lazy(() =>
    import("./sections/caretaker-profile-section").then((m) => ({ default: m.CaretakerProfileSection })),
  ),
  caretakerKidDetails: lazy(() =>
    import("./sections/caretaker-kid-details-section").then((m) => ({ default: m.CaretakerKidDetailsSection })),
  ),
  /** Added: the caretaker's home, today's run sheet (issue 9, docs/decisions/0051). */
  runSheet: lazy(() => import("../run-sheet/run-sheet-page").then((m) => ({ default: m.RunSheetPage }))),
  kidProfile: lazy(() => import("./sections/kid-profile-section").then((m) => ({ default: m.KidProfileSection }))),
  parentKidRoute: lazy(() => import("./sections/parent-kid-route-section").then((m) => ({ default: m.ParentKidRouteSection }))),
  /** Added: the parent's help and feedback forms (docs/decisions/0043-parent-help-feedback-screens.md). */
  parentHelp: lazy(() => import("../help-feedback/parent-help-feedback").then((m) => ({ default: m.ParentHelpScreen }))),
  parentFeedback: lazy(() => import("../help-feedback/parent-help-feedback").then((m) => ({ default: m.ParentFeedbackScreen }))),
  /** Added: the parent's notification settings (issue 10; docs/decisions/0060). */
  parentNotifications: lazy(() =>
    import("../notifications/notification-settings-screen").then((m) => ({ default: m.NotificationSettingsScreen })),
  ),
  /** Added: privacy (docs/decisions/0110–0112): the parent's consent, archive and erasure; the admin's view. */
  parentPrivacy: lazy(() => import("../privacy/parent-privacy-page").then((m) => ({ default: m.ParentPrivacyPage }))),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type SectionKey = keyof typeof SECTIONS;
