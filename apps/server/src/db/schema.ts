import { randomUUID } from "node:crypto";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

/** Every account: admins, drivers, caretakers and parents (role father or mother). */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    role: text("role").notNull(),
    name: text("name").notNull(),
    /** Stored lower-cased so that look-ups and uniqueness ignore case. */
    email: text("email"),
    mobile: text("mobile"),
    /** Null until an invited parent sets a password. */
    passwordHash: text("password_hash"),
    status: text("status").notNull().default("active"),
    ...timestamps,
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_mobile_key").on(t.mobile)],
);

/** One row per issued token, so that logout can revoke it at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use set-password links (forgot password, parent invitations); only a hash is kept. */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_tokens_hash_key").on(t.tokenHash)],
);

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    nameOfEnquiry: text("name_of_enquiry").notNull(),
    nameOfKid: text("name_of_kid").notNull(),
    ageOfKid: integer("age_of_kid").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    activity: jsonb("activity").$type<string[]>().notNull().default([]),
    pickupLocation: text("pickup_location"),
    dropLocation: text("drop_location"),
    dateOfBirth: text("date_of_birth"),
    status: text("status"),
    reason: text("reason"),
    createdBy: uuid("created_by").references(() => users.id),
    ...timestamps,
  },
  (t) => [index("enquiries_created_idx").on(t.createdAt)],
);

/** Who created, changed or deleted what, and who viewed which identity document. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id"),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
