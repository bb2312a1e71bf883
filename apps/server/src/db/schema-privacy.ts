import { randomUUID } from "node:crypto";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * Privacy records (docs/decisions/0110–0114). Account ids here carry no foreign key on purpose:
 * they must outlive the erasure of the account they name (proof of consent, record of erasure).
 */

/** Every consent decision of a parent on a version of the privacy notice; never updated. */
export const privacyConsents = pgTable(
  "privacy_consents",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    userId: uuid("user_id").notNull(),
    noticeVersion: text("notice_version").notNull(),
    /** "given" or "refused" (a refusal after giving is a withdrawal). */
    decision: text("decision").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("privacy_consents_user_idx").on(t.userId, t.decidedAt)],
);

/** One row per run of the retention job: claimed, kept alive by a heartbeat, finished with its counts. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    retentionDays: integer("retention_days").notNull(),
    cutoff: timestamp("cutoff", { withTimezone: true, mode: "date" }).notNull(),
    photosRemoved: integer("photos_removed").notNull().default(0),
    sectionsCleared: integer("sections_cleared").notNull().default(0),
    answersRemoved: integer("answers_removed").notNull().default(0),
    /** Which process ran it (host:pid), for the operator. */
    runner: text("runner").notNull(),
  },
  (t) => [index("retention_runs_started_idx").on(t.startedAt)],
);

/**
 * Files whose rows were deleted in a committed transaction but which may still be on disk: the
 * unlink happens after the commit, and a crash in between leaves the path here for the next run.
 */
export const pendingFileRemovals = pgTable("pending_file_removals", {
  path: text("path").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** A parent's request to erase their family's data, and what the confirmed erasure removed. */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    requestedBy: uuid("requested_by").notNull(),
    /** "pending" or "completed". */
    status: text("status").notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Pseudonymous: the kid and account ids of the family at the time of the request. */
    kidIds: jsonb("kid_ids").$type<string[]>().notNull(),
    parentIds: jsonb("parent_ids").$type<string[]>().notNull(),
    confirmedBy: uuid("confirmed_by"),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    /** Counts of what was removed, per table and files. */
    summary: jsonb("summary").$type<Record<string, number>>(),
  },
  (t) => [index("erasure_requests_status_idx").on(t.status, t.requestedAt)],
);
