import type { ComponentType } from "react";

/**
 * The office's section screens (the admin dashboard's tiles and their top-level routes), each lazily
 * loaded from its own file. Kept out of ./section-registry (which every dashboard loads): the list of
 * chunks each of these imports to preload is long, and a phone would download it for screens it
 * never opens (docs/decisions/0180). The admin's dashboard fetches this module as it opens. Loaders,
 * not lazy components: ./section-registry wraps each in `lazy()` (a lazy component may not resolve
 * to another one).
 */
export const ADMIN_SECTIONS = {
  kidsProfile: () => import("./sections/kids-profile-section").then((m) => ({ default: m.KidsProfileSection })),
  drivers: () => import("./sections/drivers-section").then((m) => ({ default: m.DriversSection })),
  enquiry: () => import("./sections/enquiry-section").then((m) => ({ default: m.EnquirySection })),
  transport: () => import("./sections/transport-section").then((m) => ({ default: m.TransportSection })),
  help: () => import("./sections/help-section").then((m) => ({ default: m.HelpSection })),
  feedback: () => import("./sections/feedback-section").then((m) => ({ default: m.FeedbackSection })),
  kidRoutes: () => import("./sections/kid-routes-section").then((m) => ({ default: m.KidRoutesSection })),
  kidAttendance: () => import("./sections/kid-attendance-section").then((m) => ({ default: m.KidAttendanceSection })),
  caretakers: () => import("./sections/caretakers-section").then((m) => ({ default: m.CaretakersSection })),
  getKidRoutes: () => import("./sections/get-kid-routes-section").then((m) => ({ default: m.GetKidRoutesSection })),
  overview: () => import("./sections/overview-section").then((m) => ({ default: m.OverviewSection })),
  route: () => import("./sections/route-section").then((m) => ({ default: m.RouteSection })),
  createDriver: () => import("./sections/create-driver-section").then((m) => ({ default: m.CreateDriverSection })),
  driverList: () => import("./sections/driver-list-section").then((m) => ({ default: m.DriverListSection })),
  createKid: () => import("./sections/create-kid-section").then((m) => ({ default: m.CreateKidSection })),
  kidDetailsList: () => import("./sections/kid-details-list-section").then((m) => ({ default: m.KidDetailsListSection })),
  /** Added: the admin's audit log (docs/decisions/0006-audit-log-screen.md). */
  auditLog: () => import("../audit-log/audit-log-section").then((m) => ({ default: m.AuditLogSection })),
  /** Added (issue 10): the admin's day board. */
  dayBoard: () => import("../day/day-board").then((m) => ({ default: m.DayBoard })),
  adminPrivacy: () => import("../privacy/admin-privacy-section").then((m) => ({ default: m.AdminPrivacySection })),
  /** Added: the vans (docs/decisions/0264). */
  vehicles: () => import("../vehicles/vehicles-screen").then((m) => ({ default: m.VehiclesScreen })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AdminSectionKey = keyof typeof ADMIN_SECTIONS;
