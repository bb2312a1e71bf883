import { z } from "zod";
import { messages } from "../messages/index.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./privacy-paths.js";

const p = messages.privacy;

/**
 * The privacy notice's version (docs/decisions/0110). Change it whenever the notice's text
 * (messages.privacy.notice) changes in substance: every parent is then asked again.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-22";

/** Default days capture photos and GPS fixes are kept (RETENTION_DAYS, docs/decisions/0111). */
export const DEFAULT_RETENTION_DAYS = 90;

/** Paths added for privacy (docs/decisions/0110–0114). */

export const CONSENT_DECISIONS = ["given", "refused"] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export const privacyNoticeSchema = z.object({
  version: z.string(),
  retentionDays: z.number().int(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const consentRequestSchema = z.object({
  noticeVersion: z.string({ error: p.server.versionRequired }).trim().min(1, p.server.versionRequired).max(40, p.server.versionRequired),
  decision: z.enum(CONSENT_DECISIONS, { error: p.server.decisionInvalid }),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentEntrySchema = z.object({
  noticeVersion: z.string(),
  decision: z.enum(CONSENT_DECISIONS),
  decidedAt: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

export const consentStatusSchema = z.object({
  /** The notice in force. */
  noticeVersion: z.string(),
  retentionDays: z.number().int(),
  /** The parent's latest decision on any version, or null. */
  latest: consentEntrySchema.nullable(),
  /** True until the parent decided on the notice in force. */
  needsDecision: z.boolean(),
  /** True when the latest decision is "given" on the notice in force. */
  consented: z.boolean(),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

export const familyConsentSchema = z.object({
  kidUuid: z.string(),
  kidName: z.string(),
  parents: z.array(z.object({ name: z.string(), relation: z.string(), latest: consentEntrySchema.nullable() })),
});
export type FamilyConsent = z.infer<typeof familyConsentSchema>;

export const familiesQuerySchema = z.object({
  page: z.coerce.number({ error: p.server.pageInvalid }).int(p.server.pageInvalid).min(1, p.server.pageInvalid).max(100_000, p.server.pageInvalid).default(1),
  pageSize: z.coerce.number({ error: p.server.pageInvalid }).int(p.server.pageInvalid).min(1, p.server.pageInvalid).max(100, p.server.pageInvalid).default(50),
});

export const familiesResponseSchema = z.object({
  /** Kids without a parent's consent to the notice in force. */
  data: z.array(familyConsentSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type FamiliesResponse = z.infer<typeof familiesResponseSchema>;

export const retentionRunSchema = z.object({
  uuid: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  retentionDays: z.number(),
  cutoff: z.string(),
  photosRemoved: z.number(),
  sectionsCleared: z.number(),
  answersRemoved: z.number(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionStatusSchema = z.object({
  retentionDays: z.number().int(),
  lastRun: retentionRunSchema.nullable(),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;

export const ERASURE_STATUSES = ["pending", "completed"] as const;

export const erasureRequestSchema = z.object({
  uuid: z.string(),
  status: z.enum(ERASURE_STATUSES),
  requestedAt: z.string(),
  /** Filled for admins while pending (who asked, which kids); gone once erased. */
  requestedByName: z.string().nullable(),
  kidNames: z.array(z.string()),
  completedAt: z.string().nullable(),
  summary: z.record(z.string(), z.number()).nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureListSchema = z.object({ data: z.array(erasureRequestSchema) });
export type ErasureList = z.infer<typeof erasureListSchema>;

const previewPersonSchema = z.object({ name: z.string(), relation: z.string() });

/** The admin's preview of a pending erasure, computed as the confirmation computes it (docs/decisions/0220). */
export const erasurePreviewSchema = z.object({
  uuid: z.string(),
  requestedByName: z.string(),
  /** Kids whose profiles and records are erased. */
  kids: z.array(z.string()),
  /** Parent accounts erased (the asking parent, and other parents left with no kid). */
  accounts: z.array(previewPersonSchema),
  /** Parents who keep their account: unlinked from the erased kids, still linked to `keeps`. */
  staying: z.array(previewPersonSchema.extend({ unlinkedFrom: z.array(z.string()), keeps: z.array(z.string()) })),
  counts: z.object({
    attendanceRecords: z.number().int(),
    photos: z.number().int(),
    absences: z.number().int(),
    helpRequests: z.number().int(),
    feedback: z.number().int(),
  }),
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;
