import { z } from "zod";
import { isIsoDate, todayInIndia } from "../dates.js";
import { staffDocuments as m } from "../messages/staff-documents.js";

/**
 * Staff documents (issue 12, docs/decisions/0087): the driving licence's expiry (drivers) and the
 * police verification date with its certificate (drivers and caretakers). Both dates are optional
 * (staff recorded before this have none); blank clears a stored date, left out keeps it.
 */

/** A police verification is treated as valid for this many years from its date. */
export const POLICE_VERIFICATION_VALID_YEARS = 3;
/** The admin's dashboard warns this many days before a document expires (and on and after the day). */
export const DOCUMENT_WARNING_DAYS = 30;

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

/** The day a police verification of `verifiedOn` stops being valid (YYYY-MM-DD). */
export function policeVerificationExpiry(verifiedOn: string): string {
  const [y, mo, d] = verifiedOn.split("-").map(Number);
  const date = new Date(Date.UTC(y + POLICE_VERIFICATION_VALID_YEARS, mo - 1, d));
  // 29 February plus N years is 1 March in a common year, as Date does it.
  return date.toISOString().slice(0, 10);
}

/** The member's documents in every driver and caretaker answer (the certificate's URL only for admins). */
export const staffDocumentsMember = {
  policeVerifiedOn: z.string().nullable().optional(),
  policeVerificationImage: z.string().nullable().optional(),
};

/** One warning of GET /api/staff/document-alerts. */
export const staffDocumentAlertSchema = z.object({
  role: z.enum(["driver", "caretaker"]),
  uuid: z.string(),
  name: z.string(),
  document: z.enum(STAFF_DOCUMENT_KINDS),
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
