import { z } from "zod";
import { ATTENDANCE_TYPES } from "../constants.js";
import { desk } from "../messages/desk.js";
import { DAY_RUNS, ABSENCE_SOURCES } from "./day.js";

/** The print views, parents' invitations and enquiry → kid (issue 12 part 1; docs/decisions/0084–0086). */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const routeSheetQuerySchema = z.object({
  date: z.string().trim().max(20).regex(DATE_PATTERN, { error: desk.print.dateInvalid }).optional(),
});
export const kidMonthQuerySchema = z.object({
  month: z.string().trim().max(10).regex(MONTH_PATTERN, { error: desk.print.monthInvalid }).optional(),
});

const staffSchema = z.object({ name: z.string(), phone: z.string().nullable() }).nullable();
const legStatusSchema = z.enum(["done", "absent", "pending", "notRiding"]);

/** One cell of the sheet: a leg this route carries (to tick) or not (greyed out), with what is already known. */
export const printLegSchema = z.object({
  leg: z.enum(ATTENDANCE_TYPES),
  onThisRoute: z.boolean(),
  status: legStatusSchema,
  /** The captured time (HH:MM, India) when the leg was captured. */
  time: z.string().nullable(),
  absenceSource: z.enum(ABSENCE_SOURCES).nullable(),
});
export type PrintLeg = z.infer<typeof printLegSchema>;

export const routeSheetSchema = z.object({
  route: z.object({ uuid: z.string(), name: z.string(), from: z.string(), to: z.string() }),
  date: z.string(),
  generatedAt: z.string(),
  runs: z.array(
    z.object({
      assignmentUuid: z.string(),
      run: z.enum(DAY_RUNS),
      driver: staffSchema,
      caretaker: staffSchema,
      kids: z.array(
        z.object({
          stop: z.number(),
          uuid: z.string(),
          kidName: z.string(),
          address: z.string(),
          parentPhone: z.string().nullable(),
          legs: z.array(printLegSchema),
        }),
      ),
    }),
  ),
});
export type RouteSheet = z.infer<typeof routeSheetSchema>;
export const routeSheetResponseSchema = z.object({ data: routeSheetSchema });
export type RouteSheetResponse = z.infer<typeof routeSheetResponseSchema>;

export const kidMonthSchema = z.object({
  kid: z.object({ uuid: z.string(), kidName: z.string(), status: z.string() }),
  month: z.string(),
  /** Route names per run, as assigned today. */
  routes: z.object({ morning: z.string().nullable(), afternoon: z.string().nullable() }),
  generatedAt: z.string(),
  days: z.array(z.object({ date: z.string(), legs: z.array(printLegSchema) })),
  totals: z.object({ done: z.number(), absent: z.number() }),
});
export type KidMonth = z.infer<typeof kidMonthSchema>;
export const kidMonthResponseSchema = z.object({ data: kidMonthSchema });
export type KidMonthResponse = z.infer<typeof kidMonthResponseSchema>;

export const PARENT_RELATIONS = ["father", "mother"] as const;
export type ParentRelation = (typeof PARENT_RELATIONS)[number];

export const parentAccountSchema = z.object({
  relation: z.enum(PARENT_RELATIONS),
  name: z.string(),
  email: z.string().nullable(),
  /** Null while the invitation is pending. */
  passwordSetAt: z.string().nullable(),
  /** When the latest invitation link was sent (null: none on record). */
  invitedAt: z.string().nullable(),
  /** When that link stops working. */
  invitationExpiresAt: z.string().nullable(),
});
export type ParentAccount = z.infer<typeof parentAccountSchema>;
export const parentAccountsResponseSchema = z.object({ data: z.array(parentAccountSchema) });
export type ParentAccountsResponse = z.infer<typeof parentAccountsResponseSchema>;
export const resendInvitationResponseSchema = z.object({ message: z.string(), data: parentAccountSchema });
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;

export const linkEnquiryKidRequestSchema = z.object({
  kidUuid: z.string({ error: desk.enquiryKid.kidRequired }).trim().min(1, { error: desk.enquiryKid.kidRequired }).max(100),
});
export type LinkEnquiryKidRequest = z.input<typeof linkEnquiryKidRequestSchema>;
