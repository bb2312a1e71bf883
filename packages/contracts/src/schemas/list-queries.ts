import { z } from "zod";
import { lists } from "../messages/lists.js";
import { helpStatusSchema } from "./day.js";
import { listQuerySchema, optionalIsoDate, pageInfoSchema } from "./list-query.js";

/**
 * The query parameters of each admin list of spec §7 (docs/decisions/0080). Every one accepts
 * q, sort, dir, page and pageSize; the extras below are that list's filters.
 */
const uuidFilter = z.uuid({ error: "Invalid id." }).optional();
const statusFilter = z.string().trim().min(1).max(30).optional();

export const KID_LIST_SORTS = ["kidName", "dob", "status", "createdAt"] as const;
export const kidListQuerySchema = listQuerySchema(KID_LIST_SORTS).extend({ status: statusFilter });
export type KidListQuery = z.output<typeof kidListQuerySchema>;

/** The enquiry list's `status=new`: enquiries nobody has given a status yet. */
export const ENQUIRY_STATUS_NEW = "new";
export const ENQUIRY_LIST_SORTS = ["nameOfEnquiry", "nameOfKid", "status", "createdAt"] as const;
export const enquiryListQuerySchema = listQuerySchema(ENQUIRY_LIST_SORTS).extend({ status: statusFilter });
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

/** Drivers and caretakers share their sorts; only drivers have a status to filter by. */
export const STAFF_LIST_SORTS = ["name", "createdAt"] as const;
export const staffListQuerySchema = listQuerySchema(STAFF_LIST_SORTS).extend({ status: statusFilter });
export type StaffListQuery = z.output<typeof staffListQuerySchema>;
/** Caretakers have no status column, so their list offers no status filter (it would match every caretaker). */
export const caretakerListQuerySchema = listQuerySchema(STAFF_LIST_SORTS);
export type CaretakerListQuery = z.output<typeof caretakerListQuerySchema>;

export const ROUTE_LIST_SORTS = ["name", "distance", "createdAt"] as const;
export const routeListQuerySchema = listQuerySchema(ROUTE_LIST_SORTS);
export type RouteListQuery = z.output<typeof routeListQuerySchema>;

export const KID_ROUTE_LIST_SORTS = ["route", "createdAt"] as const;
export const kidRouteListQuerySchema = listQuerySchema(KID_ROUTE_LIST_SORTS).extend({
  routeUuid: uuidFilter,
  driverUuid: uuidFilter,
  caretakerUuid: uuidFilter,
  kidUuid: uuidFilter,
});
export type KidRouteListQuery = z.output<typeof kidRouteListQuerySchema>;

/** Attendance: `from`/`to` (days in India, inclusive) default to today when both are left out. */
export const ATTENDANCE_LIST_SORTS = ["date", "kidName"] as const;
export const ATTENDANCE_EXPORT_MAX_DAYS = 366;
export const attendanceListQuerySchema = listQuerySchema(ATTENDANCE_LIST_SORTS)
  .extend({ from: optionalIsoDate, to: optionalIsoDate, routeUuid: uuidFilter, kidUuid: uuidFilter })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: lists.invalidRange, path: ["to"] });
export type AttendanceListQuery = z.output<typeof attendanceListQuerySchema>;

export const HELP_LIST_SORTS = ["createdAt", "kidName"] as const;
/** Help: `status` is one of open, in_progress, resolved (docs/decisions/0087). */
export const helpListQuerySchema = listQuerySchema(HELP_LIST_SORTS).extend({ status: helpStatusSchema.optional() });
export type HelpListQuery = z.output<typeof helpListQuerySchema>;

export const FEEDBACK_LIST_SORTS = ["createdAt", "name"] as const;
export const feedbackListQuerySchema = listQuerySchema(FEEDBACK_LIST_SORTS);
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;

/** The `page` member added beside `data` of a spec list answer (the spec's members are kept). */
export const pagedMember = { page: pageInfoSchema.optional() };
