import { ATTENDANCE_SECTION_KEYS, todayInIndia, type Catalogue, type KidRouteAssignment, type Language, type Messages } from "@app/contracts";
import type { ExportColumn } from "../../lib/export-stream";
import { textsIn } from "../../lib/i18n";
import { attendanceLegCell, type AttendanceExportRow } from "../attendance/attendance-export";
import type { EnquiryRow } from "../enquiries/enquiry-list";
import type { kidsForExport } from "../kids/kid-export";
import type { RouteWithCount } from "../routes/route-lookup";

/** The day in India a moment fell on (YYYY-MM-DD): the office's day, not UTC's, which is still yesterday until 05:30. */
const dayInIndia = (at: Date) => todayInIndia(at);

type KidExportRow = Awaited<ReturnType<typeof kidsForExport>>[number];
/** A driver or caretaker with the account that logs in. */
export interface StaffExportRow {
  user: { name: string; email: string | null; mobile: string | null };
  profile: { dob: string; address: string; createdAt: Date; status?: string };
}

/**
 * A stored value in the words the screens use for it ("male" → "Male", "మగ", "लड़का"); a value the
 * screens have no word for (older data) as it is stored (docs/decisions/0248).
 */
const worded =
  (labels: Record<string, string>) =>
  (value: string | null | undefined): string | null | undefined =>
    value && Object.hasOwn(labels, value) ? labels[value] : value;

type Texts = Catalogue<Messages>;

const kids = (t: Texts): ExportColumn<KidExportRow>[] => {
  const e = t.exports.kids;
  const [gender, status] = [worded(t.kids.genderLabels), worded(t.kids.statusLabels)];
  return [
    { header: e.kidName, value: (r) => r.kidName },
    { header: e.dob, value: (r) => r.dateOfBirth, date: true },
    { header: e.gender, value: (r) => gender(r.gender) },
    { header: e.bloodGroup, value: (r) => r.bloodGroup },
    { header: e.status, value: (r) => status(r.status) },
    { header: e.joiningDate, value: (r) => r.joiningDate, date: true },
    { header: e.address, value: (r) => r.address },
    { header: e.fatherName, value: (r) => r.fatherName },
    { header: e.fatherMobile, value: (r) => r.fatherMobile },
    { header: e.fatherEmail, value: (r) => r.fatherEmail },
    { header: e.motherName, value: (r) => r.motherName },
    { header: e.motherMobile, value: (r) => r.motherMobile },
    { header: e.motherEmail, value: (r) => r.motherEmail },
    { header: e.institutes, value: (r) => r.institutes },
  ];
};

const attendance = (t: Texts): ExportColumn<AttendanceExportRow>[] => {
  const e = t.exports;
  const legTitles = t.attendance.screens.sectionTitles;
  return [
    { header: e.attendance.date, value: (r) => r.date, date: true },
    { header: e.attendance.kidName, value: (r) => r.kidName },
    ...ATTENDANCE_SECTION_KEYS.flatMap<ExportColumn<AttendanceExportRow>>((key) => [
      // The leg's state as every screen says it ("Not at the stop"), else its time (docs/decisions/0242).
      { header: e.attendance.time(legTitles[key]), value: (r) => attendanceLegCell(t, r, key) },
      { header: e.attendance.by(legTitles[key]), value: (r) => r.legs[key]?.capturedBy ?? "" },
    ]),
  ];
};

const staff = (t: Texts): ExportColumn<StaffExportRow>[] => {
  const e = t.exports.staff;
  const status = worded(t.staff.drivers.statusLabels);
  return [
    { header: e.name, value: (r) => r.user.name },
    { header: e.phone, value: (r) => r.user.mobile },
    { header: e.email, value: (r) => r.user.email },
    // Caretakers have no status of their own: every live caretaker works.
    { header: e.status, value: (r) => status(r.profile.status ?? "active") },
    { header: e.dob, value: (r) => r.profile.dob, date: true },
    { header: e.address, value: (r) => r.profile.address },
    { header: e.joined, value: (r) => dayInIndia(r.profile.createdAt), date: true },
  ];
};

const routes = (t: Texts): ExportColumn<RouteWithCount>[] => {
  const e = t.exports.routes;
  const type = worded(t.routes.transport.ui.typeLabels);
  return [
    { header: e.name, value: (r) => r.route.name },
    { header: e.type, value: (r) => type(r.route.type) },
    { header: e.from, value: (r) => r.route.fromPlace },
    { header: e.to, value: (r) => r.route.toPlace },
    { header: e.distance, value: (r) => r.route.distance },
    { header: e.time, value: (r) => r.route.estimatedTime },
    { header: e.stops, value: (r) => r.route.stops.join(" → ") },
    { header: e.subRoutes, value: (r) => r.route.subRoutes.map((s) => `${s.name}: ${s.stops.join(" → ")}`).join("; ") },
  ];
};

/** One row per assignment, its run worded as the screens word it (docs/decisions/0240). */
const kidRoutes = (t: Texts): ExportColumn<KidRouteAssignment>[] => {
  const e = t.exports.kidRoutes;
  const run = worded(t.day.runs);
  return [
    { header: e.route, value: (r) => r.route_name },
    { header: e.run, value: (r) => run(r.run) },
    { header: e.driver, value: (r) => r.driver.name },
    { header: e.caretaker, value: (r) => r.caretaker.name },
    { header: e.vehicle, value: (r) => r.registrationNumber },
    { header: e.kids, value: (r) => r.kids.map((k) => k.name).join(", ") },
    { header: e.created, value: (r) => dayInIndia(new Date(r.createdAt)), date: true },
  ];
};

const enquiries = (t: Texts): ExportColumn<EnquiryRow>[] => {
  const e = t.exports.enquiries;
  const status = worded(t.enquiries.statusLabels);
  return [
    { header: e.guardian, value: (r) => r.nameOfEnquiry },
    { header: e.kidName, value: (r) => r.nameOfKid },
    { header: e.age, value: (r) => r.ageOfKid },
    { header: e.phone, value: (r) => r.phoneNumber },
    { header: e.email, value: (r) => r.email },
    { header: e.activity, value: (r) => r.activity.join(", ") },
    { header: e.pickupLocation, value: (r) => r.pickupLocation },
    { header: e.dropLocation, value: (r) => r.dropLocation },
    // No status yet is the "New" the enquiry screen shows (docs/decisions/0083).
    { header: e.status, value: (r) => (r.status ? status(r.status) : t.enquiries.statusNew) },
    { header: e.reason, value: (r) => r.reason },
    { header: e.createdAt, value: (r) => dayInIndia(r.createdAt), date: true },
  ];
};

export interface ExportSheets {
  kids: ExportColumn<KidExportRow>[];
  attendance: ExportColumn<AttendanceExportRow>[];
  staff: ExportColumn<StaffExportRow>[];
  routes: ExportColumn<RouteWithCount>[];
  enquiries: ExportColumn<EnquiryRow>[];
  kidRoutes: ExportColumn<KidRouteAssignment>[];
  /** The sheet names (the tab at the bottom of the Excel file). */
  sheet: Texts["exports"]["sheet"];
}

const built = new Map<Language, ExportSheets>();

/**
 * Every export's columns in the reader's language (docs/decisions/0248): headings, the sheet's
 * name and the worded values. Built once per language.
 */
export function exportColumns(language: Language): ExportSheets {
  let sheets = built.get(language);
  if (!sheets) {
    const t = textsIn(language);
    sheets = { kids: kids(t), attendance: attendance(t), staff: staff(t), routes: routes(t), enquiries: enquiries(t), kidRoutes: kidRoutes(t), sheet: t.exports.sheet };
    built.set(language, sheets);
  }
  return sheets;
}
