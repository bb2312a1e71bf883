import { z } from "zod";
import { isIsoDate, todayInIndia } from "../dates.js";
import { staffDocuments as m } from "../messages/staff-documents.js";
import { VEHICLE_PAPER_KINDS } from "./vehicle-limits.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./staff-document-dates.js";

/**
 * Staff documents (issue 12, docs/decisions/0087): the driving licence's expiry (drivers) and the
 * police verification date with its certificate (drivers and caretakers). Both dates are optional
 * (staff recorded before this have none); blank clears a stored date, left out keeps it.
 */

export const STAFF_DOCUMENT_KINDS = ["drivingLicence", "policeVerification"] as const;
export type StaffDocumentKind = (typeof STAFF_DOCUMENT_KINDS)[number];

/** The certificate's upload field (optional; an identity document: admin-only, views audited). */
export const POLICE_VERIFICATION_IMAGE_FIELD = "policeVerificationImage";

const optionalDate = (invalid: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDate(v), { error: invalid });

/** Both staff kinds: the police verification date (not in the future). */
export const policeVerificationFields = {
  policeVerifiedOn: optionalDate(m.policeVerifiedOnInvalid).refine((v) => v === null || v <= todayInIndia(), { error: m.policeVerifiedOnFuture }),
};

/** Drivers: the driving licence's expiry date. */
export const drivingLicenceFields = {
  dlExpiry: optionalDate(m.dlExpiryInvalid),
};


/** The member's documents in every driver and caretaker answer (the certificate's URL only for admins). */
export const staffDocumentsMember = {
  policeVerifiedOn: z.string().nullable().optional(),
  policeVerificationImage: z.string().nullable().optional(),
};

/** One warning of GET /api/staff/document-alerts. */
export const staffDocumentAlertSchema = z.object({
  /** "vehicle": a van's paper (docs/decisions/0264); `name` is then its registration number. */
  role: z.enum(["driver", "caretaker", "vehicle"]),
  uuid: z.string(),
  name: z.string(),
  document: z.enum([...STAFF_DOCUMENT_KINDS, ...VEHICLE_PAPER_KINDS]),
  /** YYYY-MM-DD: the day it expires (the licence's printed date; verification date + N years). */
  expiresOn: z.string(),
  /** Days from today (India) to `expiresOn`; 0 today, negative once expired. */
  daysLeft: z.number(),
});
export type StaffDocumentAlert = z.infer<typeof staffDocumentAlertSchema>;

/** Expired first, then the soonest; bounded: at most ALERTS_MAX rows. */
export const STAFF_DOCUMENT_ALERTS_MAX = 200;
export const staffDocumentAlertsResponseSchema = z.object({ data: z.array(staffDocumentAlertSchema) });
export type StaffDocumentAlertsResponse = z.infer<typeof staffDocumentAlertsResponseSchema>;

export const STAFF_DOCUMENT_ALERTS_PATH = "/api/staff/document-alerts";
