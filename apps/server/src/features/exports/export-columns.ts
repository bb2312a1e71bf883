import { ATTENDANCE_SECTION_KEYS, messages, todayInIndia } from "@app/contracts";
import type { ExportColumn } from "../../lib/export-stream";
import type { AttendanceExportRow } from "../attendance/attendance-export";
import type { EnquiryRow } from "../enquiries/enquiry-list";
import type { kidsForExport } from "../kids/kid-export";
import type { RouteWithCount } from "../routes/route-lookup";

const e = messages.exports;
const legTitles = messages.attendance.screens.sectionTitles;

/** The day in India a moment fell on (YYYY-MM-DD): the office's day, not UTC's, which is still yesterday until 05:30. */
const dayInIndia = (at: Date) => todayInIndia(at);

type KidExportRow = Awaited<ReturnType<typeof kidsForExport>>[number];
/** A driver or caretaker with the account that logs in. */
export interface StaffExportRow {
  user: { name: string; email: string | null; mobile: string | null };
  profile: { dob: string; address: string; createdAt: Date; status?: string };
}

const kids: ExportColumn<KidExportRow>[] = [
  { header: e.kids.kidName, value: (r) => r.kidName },
  { header: e.kids.dob, value: (r) => r.dateOfBirth },
  { header: e.kids.gender, value: (r) => r.gender },
  { header: e.kids.bloodGroup, value: (r) => r.bloodGroup },
  { header: e.kids.status, value: (r) => r.status },
  { header: e.kids.joiningDate, value: (r) => r.joiningDate },
  { header: e.kids.address, value: (r) => r.address },
  { header: e.kids.fatherName, value: (r) => r.fatherName },
  { header: e.kids.fatherMobile, value: (r) => r.fatherMobile },
  { header: e.kids.fatherEmail, value: (r) => r.fatherEmail },
  { header: e.kids.motherName, value: (r) => r.motherName },
  { header: e.kids.motherMobile, value: (r) => r.motherMobile },
  { header: e.kids.motherEmail, value: (r) => r.motherEmail },
  { header: e.kids.institutes, value: (r) => r.institutes },
];

const attendance: ExportColumn<AttendanceExportRow>[] = [
  { header: e.attendance.date, value: (r) => r.date },
  { header: e.attendance.kidName, value: (r) => r.kidName },
  ...ATTENDANCE_SECTION_KEYS.flatMap<ExportColumn<AttendanceExportRow>>((key) => [
    { header: e.attendance.time(legTitles[key]), value: (r) => r.legs[key]?.time ?? "" },
    { header: e.attendance.by(legTitles[key]), value: (r) => r.legs[key]?.capturedBy ?? "" },
  ]),
];

const staff: ExportColumn<StaffExportRow>[] = [
  { header: e.staff.name, value: (r) => r.user.name },
  { header: e.staff.phone, value: (r) => r.user.mobile },
  { header: e.staff.email, value: (r) => r.user.email },
  { header: e.staff.status, value: (r) => r.profile.status ?? "active" },
  { header: e.staff.dob, value: (r) => r.profile.dob },
  { header: e.staff.address, value: (r) => r.profile.address },
  { header: e.staff.joined, value: (r) => dayInIndia(r.profile.createdAt) },
];

const routes: ExportColumn<RouteWithCount>[] = [
  { header: e.routes.name, value: (r) => r.route.name },
  { header: e.routes.type, value: (r) => r.route.type },
  { header: e.routes.from, value: (r) => r.route.fromPlace },
  { header: e.routes.to, value: (r) => r.route.toPlace },
  { header: e.routes.distance, value: (r) => r.route.distance },
  { header: e.routes.time, value: (r) => r.route.estimatedTime },
  { header: e.routes.stops, value: (r) => r.route.stops.join(" → ") },
  { header: e.routes.subRoutes, value: (r) => r.route.subRoutes.map((s) => `${s.name}: ${s.stops.join(" → ")}`).join("; ") },
];

const enquiries: ExportColumn<EnquiryRow>[] = [
  { header: e.enquiries.guardian, value: (r) => r.nameOfEnquiry },
  { header: e.enquiries.kidName, value: (r) => r.nameOfKid },
  { header: e.enquiries.age, value: (r) => r.ageOfKid },
  { header: e.enquiries.phone, value: (r) => r.phoneNumber },
  { header: e.enquiries.email, value: (r) => r.email },
  { header: e.enquiries.activity, value: (r) => r.activity.join(", ") },
  { header: e.enquiries.status, value: (r) => r.status },
  { header: e.enquiries.reason, value: (r) => r.reason },
  { header: e.enquiries.createdAt, value: (r) => dayInIndia(r.createdAt) },
];

export const exportColumns = { kids, attendance, staff, routes, enquiries };
