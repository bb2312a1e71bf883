import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Every section screen behind a tile or a relative route, each lazily loaded from its own file
 * under ./sections so later issues replace them one by one.
 */
export const SECTIONS = {
  kidsProfile: lazy(() => import("./sections/kids-profile-section").then((m) => ({ default: m.KidsProfileSection }))),
  drivers: lazy(() => import("./sections/drivers-section").then((m) => ({ default: m.DriversSection }))),
  enquiry: lazy(() => import("./sections/enquiry-section").then((m) => ({ default: m.EnquirySection }))),
  transport: lazy(() => import("./sections/transport-section").then((m) => ({ default: m.TransportSection }))),
  help: lazy(() => import("./sections/help-section").then((m) => ({ default: m.HelpSection }))),
  feedback: lazy(() => import("./sections/feedback-section").then((m) => ({ default: m.FeedbackSection }))),
  kidRoutes: lazy(() => import("./sections/kid-routes-section").then((m) => ({ default: m.KidRoutesSection }))),
  kidAttendance: lazy(() => import("./sections/kid-attendance-section").then((m) => ({ default: m.KidAttendanceSection }))),
  caretakers: lazy(() => import("./sections/caretakers-section").then((m) => ({ default: m.CaretakersSection }))),
  getKidRoutes: lazy(() => import("./sections/get-kid-routes-section").then((m) => ({ default: m.GetKidRoutesSection }))),
  overview: lazy(() => import("./sections/overview-section").then((m) => ({ default: m.OverviewSection }))),
  route: lazy(() => import("./sections/route-section").then((m) => ({ default: m.RouteSection }))),
  createDriver: lazy(() => import("./sections/create-driver-section").then((m) => ({ default: m.CreateDriverSection }))),
  driverList: lazy(() => import("./sections/driver-list-section").then((m) => ({ default: m.DriverListSection }))),
  createKid: lazy(() => import("./sections/create-kid-section").then((m) => ({ default: m.CreateKidSection }))),
  kidDetailsList: lazy(() => import("./sections/kid-details-list-section").then((m) => ({ default: m.KidDetailsListSection }))),
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
  /** Added: the admin's audit log (docs/decisions/0006-audit-log-screen.md). */
  auditLog: lazy(() => import("../audit-log/audit-log-section").then((m) => ({ default: m.AuditLogSection }))),
  /** Added (issue 10): the admin's day board. */
  dayBoard: lazy(() => import("../day/day-board").then((m) => ({ default: m.DayBoard }))),
  /** Added: privacy (docs/decisions/0110–0112): the parent's consent, archive and erasure; the admin's view. */
  parentPrivacy: lazy(() => import("../privacy/parent-privacy-page").then((m) => ({ default: m.ParentPrivacyPage }))),
  adminPrivacy: lazy(() => import("../privacy/admin-privacy-section").then((m) => ({ default: m.AdminPrivacySection }))),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type SectionKey = keyof typeof SECTIONS;
