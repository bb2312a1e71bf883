import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigserial, boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** When the password was last set (invitation accepted, reset); null while an invitation is pending (docs/decisions/0086). */
    passwordSetAt: timestamp("password_set_at", { withTimezone: true, mode: "date" }),
    status: text("status").notNull().default("active"),
    /** The reader's language (en, te, hi; issue 11); null until they choose one. Used for their emails. */
    language: text("language"),
    ...timestamps,
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  // Unique among live accounts: a soft-deleted driver or caretaker frees their phone and email.
  (t) => [
    uniqueIndex("users_email_key").on(t.email).where(sql`"deleted_at" is null`),
    uniqueIndex("users_mobile_key").on(t.mobile).where(sql`"deleted_at" is null`),
  ],
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
    /** The kid profile made from this enquiry once won (docs/decisions/0085). */
    kidId: uuid("kid_id").references((): AnyPgColumn => kids.id, { onDelete: "set null" }),
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

/**
 * Uploaded images (re-encoded, metadata stripped) kept under $DATA_DIR/uploads with random names.
 * `ownerType`/`ownerId` name the record the file belongs to; `ownerUserId` the account whose own
 * profile it is (so that person may see a non-identity image of themselves).
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    kind: text("kind").notNull(),
    ownerType: text("owner_type").notNull(),
    ownerId: uuid("owner_id").notNull(),
    ownerUserId: uuid("owner_user_id").references(() => users.id),
    isIdentityDocument: boolean("is_identity_document").notNull().default(false),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Relative to the uploads directory. */
    path: text("path").notNull(),
    thumbPath: text("thumb_path").notNull(),
    thumbSize: integer("thumb_size").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("files_owner_idx").on(t.ownerType, t.ownerId)],
);

/** Aadhaar numbers: only AES-256-GCM ciphertext and the last four digits (for the mask) are kept. */
const aadhaarColumns = {
  aadhaarCiphertext: text("aadhaar_ciphertext").notNull(),
  aadhaarLast4: text("aadhaar_last4").notNull(),
};

/**
 * What every staff profile has: its account (name, email and phone live on the linked `users`
 * row), birth date, Aadhaar, photo and Aadhaar card images, and soft deletion.
 */
const staffProfileColumns = () => ({
  id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  dob: text("dob").notNull(),
  ...aadhaarColumns,
  address: text("address").notNull(),
  profilePictureId: uuid("profile_picture_id").references(() => files.id),
  aadharFrontImageId: uuid("aadhar_front_image_id").references(() => files.id),
  aadharBackImageId: uuid("aadhar_back_image_id").references(() => files.id),
  /** YYYY-MM-DD; with its certificate (an identity document), issue 12 (docs/decisions/0087). */
  policeVerifiedOn: text("police_verified_on"),
  policeVerificationImageId: uuid("police_verification_image_id").references(() => files.id),
  ...timestamps,
  deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
});

/** Driver profiles (spec §3.8). */
export const drivers = pgTable(
  "drivers",
  {
    ...staffProfileColumns(),
    bloodGroup: text("blood_group").notNull(),
    status: text("status").notNull(),
    alternatePhone: text("alternate_phone").notNull(),
    experience: numeric("experience", { precision: 4, scale: 1, mode: "number" }).notNull(),
    dlNo: text("dl_no").notNull(),
    prevCompanyName: text("prev_company_name").notNull(),
    dlFrontImageId: uuid("dl_front_image_id").references(() => files.id),
    dlBackImageId: uuid("dl_back_image_id").references(() => files.id),
    /** YYYY-MM-DD, the licence's expiry (docs/decisions/0087). */
    dlExpiry: text("dl_expiry"),
  },
  (t) => [uniqueIndex("drivers_user_key").on(t.userId), index("drivers_created_idx").on(t.createdAt)],
);

/** Caretaker profiles (spec §3.7). */
export const caretakers = pgTable(
  "caretakers",
  {
    ...staffProfileColumns(),
    alternatePhoneNumber: text("alternate_phone_number").notNull(),
    aadharAddress: text("aadhar_address"),
  },
  (t) => [uniqueIndex("caretakers_user_key").on(t.userId), index("caretakers_created_idx").on(t.createdAt)],
);

/**
 * Kid profiles (spec §3.3). The parents are accounts (`users`, role father/mother) linked through
 * `kid_parents`; their other details live in `parent_profiles`; institutes in `kid_institutes`.
 */
export const kids = pgTable(
  "kids",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    kidName: text("kid_name").notNull(),
    gender: text("gender").notNull(),
    /** YYYY-MM-DD. */
    dateOfBirth: text("date_of_birth").notNull(),
    bloodGroup: text("blood_group").notNull(),
    status: text("status").notNull(),
    /** YYYY-MM-DD. */
    joiningDate: text("joining_date").notNull(),
    address1: text("address1").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    /** The home stop on the map (docs/decisions/0261), set by the admin's pin; null until placed. */
    homeLat: doublePrecision("home_lat"),
    homeLng: doublePrecision("home_lng"),
    kidsImageId: uuid("kids_image_id").references(() => files.id),
    createdBy: uuid("created_by").references(() => users.id),
    ...timestamps,
  },
  (t) => [index("kids_created_idx").on(t.createdAt, t.id)],
);

/** Which parent accounts belong to which kid: one father and one mother per kid; a parent may have several kids. */
export const kidParents = pgTable(
  "kid_parents",
  {
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** "father" or "mother" (the account's role). */
    relation: text("relation").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kidId, t.relation] }), uniqueIndex("kid_parents_kid_user_key").on(t.kidId, t.userId), index("kid_parents_user_idx").on(t.userId)],
);

/**
 * What the kid form says about a parent beyond the account (name, mobile and email live on
 * `users`): shared by the parent's kids, so a second child of the same family shows the same data.
 */
export const parentProfiles = pgTable("parent_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  company: text("company").notNull(),
  occupation: text("occupation").notNull(),
  /**
   * A parent's Aadhaar, as staff's but nullable: a family may register a parent before giving the
   * number, which is added later (docs/decisions/0268). The two are written together.
   */
  aadhaarCiphertext: text("aadhaar_ciphertext"),
  aadhaarLast4: text("aadhaar_last4"),
  aadharFrontImageId: uuid("aadhar_front_image_id").references(() => files.id),
  aadharBackImageId: uuid("aadhar_back_image_id").references(() => files.id),
  /** The parent's portrait (decisions.md §2: father/mother images are sent and stored). */
  imageId: uuid("image_id").references(() => files.id),
  ...timestamps,
});

/** institution_details of a kid (spec §3.3), in the order the form listed them. */
export const kidInstitutes = pgTable(
  "kid_institutes",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    coachName: text("coach_name").notNull(),
    phoneNo: text("phone_no").notNull(),
    email: text("email").notNull(),
    instAddress: text("inst_address").notNull(),
    courseName: text("course_name").notNull(),
    courseId: text("course_id").notNull(),
    /** "HH:mm", 24-hour. */
    courseStartTime: text("course_start_time").notNull(),
    courseEndTime: text("course_end_time").notNull(),
    /** Derived from the two times (spec §5.6), never taken from the client. */
    courseDurationMinutes: integer("course_duration_minutes").notNull(),
    /** The institute's point on the map (docs/decisions/0261); null until placed. */
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
  },
  (t) => [uniqueIndex("kid_institutes_kid_position_key").on(t.kidId, t.position)],
);

/** A sub-route of a transport route (spec §3.5), kept in order inside the route row. */
export interface SubRouteValue {
  name: string;
  distance: number;
  estimatedTime: number;
  stops: string[];
}

/**
 * Transport routes (spec §3.5). Names are unique among live routes ignoring case (a route is
 * deleted by name, spec §7); a deleted route keeps its row (soft delete) so that the marks of the
 * route screen that refer to it stay readable, and its name becomes free again.
 */
export const transportRoutes = pgTable(
  "transport_routes",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    /** Trimmed, runs of spaces as one. */
    name: text("name").notNull(),
    type: text("type").notNull(),
    /** Kilometres. */
    distance: numeric("distance", { precision: 8, scale: 2, mode: "number" }).notNull(),
    /** Minutes. */
    estimatedTime: numeric("estimated_time", { precision: 8, scale: 2, mode: "number" }).notNull(),
    stops: jsonb("stops").$type<string[]>().notNull(),
    subRoutes: jsonb("sub_routes").$type<SubRouteValue[]>().notNull(),
    description: text("description").notNull(),
    fromPlace: text("from_place").notNull(),
    toPlace: text("to_place").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    ...timestamps,
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("transport_routes_name_key").on(sql`lower(${t.name})`).where(sql`"deleted_at" is null`)],
);

/** Kid-route assignments (spec §3.11): one route, one driver, one caretaker and their kids. */
export const routeAssignments = pgTable(
  "route_assignments",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    routeId: uuid("route_id")
      .notNull()
      .references(() => transportRoutes.id),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => drivers.id),
    caretakerId: uuid("caretaker_id")
      .notNull()
      .references(() => caretakers.id),
    /** "morning" (home → institute) or "afternoon" (institute → home): a kid rides one assignment per run (docs/decisions/0065). */
    run: text("run").notNull().default("morning"),
    /** The van that rides this run (docs/decisions/0260); optional. */
    vehicleId: uuid("vehicle_id"),
    createdBy: uuid("created_by").references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index("route_assignments_route_idx").on(t.routeId),
    index("route_assignments_driver_idx").on(t.driverId),
    index("route_assignments_caretaker_idx").on(t.caretakerId),
    index("route_assignments_created_idx").on(t.createdAt),
  ],
);

/**
 * The kids of an assignment, in the order chosen. `routeId` repeats the assignment's route so that
 * the unique index can say "a kid sits on a route only once", whatever the assignment.
 */
export const routeAssignmentKids = pgTable(
  "route_assignment_kids",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => routeAssignments.id, { onDelete: "cascade" }),
    routeId: uuid("route_id")
      .notNull()
      .references(() => transportRoutes.id),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.kidId] }),
    uniqueIndex("route_assignment_kids_route_kid_key").on(t.routeId, t.kidId),
    index("route_assignment_kids_kid_idx").on(t.kidId),
  ],
);

/** The route screen's marks (decisions.md §2): one mark per route, kid and day (India dates). */
export const routeMarks = pgTable(
  "route_marks",
  {
    routeId: uuid("route_id")
      .notNull()
      .references(() => transportRoutes.id),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    /** YYYY-MM-DD, the day in India. */
    date: text("date").notNull(),
    /** "present" or "absent". */
    mark: text("mark").notNull(),
    markedBy: uuid("marked_by").references(() => users.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.routeId, t.date, t.kidId] })],
);

/**
 * Kid attendance (spec §3.6): one live record per kid and day (India date). A deleted record keeps
 * its row (soft delete) and frees the day. docs/decisions/0040, 0041.
 */
export const kidAttendance = pgTable(
  "kid_attendance",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    /** YYYY-MM-DD, the day in India. */
    date: text("date").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    ...timestamps,
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    deletedBy: uuid("deleted_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("kid_attendance_kid_date_key").on(t.kidId, t.date).where(sql`"deleted_at" is null`),
    // The admin list and the export read live records by day (and count them per day or per kid
    // from this index alone); docs/decisions/0145.
    index("kid_attendance_live_date_kid_idx").on(t.date, t.kidId).where(sql`"deleted_at" is null`),
  ],
);

/**
 * The legs of a record (spec §3.6 sections): one per type (homePickup, instituteDrop,
 * institutePickup, homeDrop, the capture's wire values), each with its photo, time and place.
 */
export const kidAttendanceSections = pgTable(
  "kid_attendance_sections",
  {
    attendanceId: uuid("attendance_id")
      .notNull()
      .references(() => kidAttendance.id),
    type: text("type").notNull(),
    /** Null once the retention job removed the photo (docs/decisions/0111). */
    photoFileId: uuid("photo_file_id").references(() => files.id),
    /** "HH:mm", 24-hour. */
    time: text("time").notNull(),
    /** Null once the retention job cleared the place (docs/decisions/0111). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    capturedBy: uuid("captured_by").references(() => users.id),
    capturedAt: timestamp("captured_at", { withTimezone: true, mode: "date" }).notNull(),
    editedBy: uuid("edited_by").references(() => users.id),
    editedAt: timestamp("edited_at", { withTimezone: true, mode: "date" }),
    /** When the retention job removed the photo and the GPS fix; the time and who stay. */
    mediaRemovedAt: timestamp("media_removed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.attendanceId, t.type] }),
    // The retention job's daily search: only legs that still hold a place, so it does not read
    // every leg ever captured (a year of 5,000 kids: 7.3 million, 3.5 s on PGlite; 0191).
    index("kid_attendance_sections_placed_idx").on(t.capturedAt).where(sql`"latitude" is not null or "longitude" is not null`),
  ],
);

/**
 * Captures that a later capture of the same leg replaced (issue 9: nothing is deleted). The
 * replaced section moves here whole (photo, time, place, who, when) with who replaced it and when.
 */
export const kidAttendanceSectionHistory = pgTable(
  "kid_attendance_section_history",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    attendanceId: uuid("attendance_id")
      .notNull()
      .references(() => kidAttendance.id),
    type: text("type").notNull(),
    /** Null, like the place, once the retention period has passed (docs/decisions/0111). */
    photoFileId: uuid("photo_file_id").references(() => files.id),
    time: text("time").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    capturedBy: uuid("captured_by").references(() => users.id),
    capturedAt: timestamp("captured_at", { withTimezone: true, mode: "date" }).notNull(),
    editedBy: uuid("edited_by").references(() => users.id),
    editedAt: timestamp("edited_at", { withTimezone: true, mode: "date" }),
    replacedBy: uuid("replaced_by").references(() => users.id),
    replacedAt: timestamp("replaced_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("kid_attendance_section_history_record_idx").on(t.attendanceId, t.replacedAt),
    index("kid_attendance_section_history_placed_idx").on(t.capturedAt).where(sql`"latitude" is not null or "longitude" is not null`),
  ],
);

/**
 * Idempotency keys of accepted requests (decisions.md §3: a retried capture never duplicates):
 * per caller, the fingerprint of the request and the answer that was sent, to send it again.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    key: uuid("key").notNull(),
    /** Which call the key was used on, e.g. "kid-attendance". */
    scope: text("scope").notNull(),
    /** SHA-256 of the request's fields and file bytes. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Help requests raised by parents for one of their kids (spec §3.9; decisions.md §3). */
export const helpRequests = pgTable(
  "help_requests",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    /** open, in_progress or resolved, set by an admin with a note the parent sees (docs/decisions/0068). */
    status: text("status").notNull().default("open"),
    statusNote: text("status_note"),
    statusUpdatedAt: timestamp("status_updated_at", { withTimezone: true, mode: "date" }),
    statusUpdatedBy: uuid("status_updated_by").references(() => users.id),
    ...timestamps,
  },
  (t) => [index("help_requests_created_idx").on(t.createdAt), index("help_requests_kid_idx").on(t.kidId)],
);

/**
 * Feedback sent by parents (spec §3.10). `name` and `mobileNo` are the account's at the time it
 * was sent (what the admin table shows even if the account changes later).
 */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    name: text("name").notNull(),
    mobileNo: text("mobile_no").notNull(),
    feedback: text("feedback").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [index("feedback_created_idx").on(t.createdAt)],
);

/**
 * Counters of the rate limits and of the login throttle (docs/decisions/0101), shared by every
 * server on the database. The key is a digest (letters a-p) of what is counted, never the email,
 * mobile or address itself. Rows whose window has ended are deleted by the periodic sweep.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true, mode: "date" }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_counters_window_ends_at_idx").on(t.windowEndsAt)],
);

/**
 * Parents' notification channels (issue 10, docs/decisions/0060). No row: the defaults apply
 * (push where the account has a push subscription, email otherwise).
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  push: boolean("push").notNull(),
  email: boolean("email").notNull(),
  whatsapp: boolean("whatsapp").notNull(),
  sms: boolean("sms").notNull(),
  /** Minutes before the van reaches the stop that the parent is told (5, 10 or 15; 0 = off). */
  approachLeadMinutes: integer("approach_lead_minutes").notNull().default(10),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Web Push subscriptions (RFC 8030/8291): one per browser (phone) of a parent account. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * The notification outbox (docs/decisions/0061): one job per event, parent and channel, written in
 * the transaction of the capture (or absence) that caused it and sent by the worker.
 */
export const notificationJobs = pgTable(
  "notification_jobs",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    /** The event's own id (a capture's photo file id, an absence's id): with recipient and channel, at most one job. */
    eventKey: text("event_key").notNull(),
    /** "captured" or "absent". */
    event: text("event").notNull(),
    /** The leg: homePickup, instituteDrop, institutePickup, homeDrop. */
    type: text("type").notNull(),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    /** YYYY-MM-DD, the day in India. */
    date: text("date").notNull(),
    recipientUserId: uuid("recipient_user_id")
      .notNull()
      .references(() => users.id),
    channel: text("channel").notNull(),
    /** queued → sending → sent | failed (queued again after a failed try while tries remain). */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** While "sending": until when the claiming worker owns it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** What the message says, frozen at the event (kid's first name, leg, time, who, route): never Aadhaar or addresses. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("notification_jobs_event_recipient_channel_key").on(t.eventKey, t.recipientUserId, t.channel),
    // One index per question the worker asks (session 12): the claim reads the first due queued
    // jobs in order and stops; the recovery reads only the claims in flight. One index over both
    // states made each of them read every queued job, on PGlite's only thread.
    index("notification_jobs_queued_idx").on(t.nextAttemptAt).where(sql`"status" = 'queued'`),
    index("notification_jobs_sending_idx").on(t.lockedUntil).where(sql`"status" = 'sending'`),
    index("notification_jobs_kid_date_idx").on(t.kidId, t.date),
  ],
);

/**
 * A kid's absences (docs/decisions/0066): one row per kid, India date and leg that will not be
 * ridden, marked by a parent before the cut-off, by the caretaker at the stop, or by the office.
 * Undoing an absence deletes the row (the audit log keeps it).
 */
export const kidAbsences = pgTable(
  "kid_absences",
  {
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id),
    /** YYYY-MM-DD, the day in India. */
    date: text("date").notNull(),
    /** homePickup, instituteDrop, institutePickup or homeDrop. */
    leg: text("leg").notNull(),
    /** parent, caretaker or admin. */
    source: text("source").notNull(),
    markedBy: uuid("marked_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kidId, t.date, t.leg] }), index("kid_absences_date_idx").on(t.date)],
);
export * from "./schema-privacy";
