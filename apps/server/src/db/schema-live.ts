// The van's geography and live position (docs/decisions/0260): vehicles, the positions trackers and
// caretakers' phones send, when each run started, and the approach alerts' promises.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { bigserial, doublePrecision, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { routeAssignments, users, kids } from "./schema";

/** A van: its registration (normalised "AP07TB1234", unique among live vehicles), seats and the papers that expire. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    registrationNumber: text("registration_number").notNull(),
    seats: integer("seats").notNull(),
    /** YYYY-MM-DD, or null when not known yet: warned like staff documents. */
    permitExpiresOn: text("permit_expires_on"),
    fitnessExpiresOn: text("fitness_expires_on"),
    insuranceExpiresOn: text("insurance_expires_on"),
    pucExpiresOn: text("puc_expires_on"),
    /** The identity a tracker sends (Traccar's device id): long, random, regenerable. */
    trackerId: text("tracker_id").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("vehicles_registration_key").on(t.registrationNumber).where(sql`"deleted_at" is null`),
    uniqueIndex("vehicles_tracker_key").on(t.trackerId),
  ],
);

/**
 * Where a van was: from a tracker (the vehicle's `trackerId`) or from the caretaker's phone while the
 * run sheet is open (the assignment she rides; its vehicle when it has one). Speeds in km/h, distances
 * in metres. Kept POSITION_RETENTION_DAYS, then deleted.
 */
export const vehiclePositions = pgTable(
  "vehicle_positions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    assignmentId: uuid("assignment_id").references(() => routeAssignments.id, { onDelete: "cascade" }),
    /** "phone", "traccar-client" or "traccar-server". */
    source: text("source").notNull(),
    /** When the fix was taken (the device's clock, refused when more than a minute ahead). */
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    accuracyM: real("accuracy_m"),
    speedKmh: real("speed_kmh"),
    bearing: real("bearing"),
    altitudeM: real("altitude_m"),
    /** 0–100. */
    battery: real("battery"),
    recordedBy: uuid("recorded_by").references(() => users.id),
  },
  (t) => [
    index("vehicle_positions_vehicle_at_idx").on(t.vehicleId, t.at),
    index("vehicle_positions_assignment_at_idx").on(t.assignmentId, t.at),
    index("vehicle_positions_at_idx").on(t.at),
  ],
);

/** A run that is on: one row per assignment and India date, from its first capture, first position in its window, or "Start run". */
export const runStarts = pgTable(
  "run_starts",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => routeAssignments.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, the day in India. */
    date: text("date").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** "capture", "position" or "caretaker". */
    source: text("source").notNull(),
    startedBy: uuid("started_by").references(() => users.id),
  },
  (t) => [uniqueIndex("run_starts_assignment_date_key").on(t.assignmentId, t.date)],
);

/**
 * An approach alert's promise (docs/decisions/0260): the van was told to be `leadMinutes` from the
 * kid's stop at `toldAt`, so due at `promisedAt`; `arrivedAt` is the leg's capture, for the office's
 * "how good are the ETAs". One row per kid, date and leg; told again only when the ETA moved.
 */
export const etaPromises = pgTable(
  "eta_promises",
  {
    id: uuid("id").primaryKey().$defaultFn(() => randomUUID()),
    kidId: uuid("kid_id")
      .notNull()
      .references(() => kids.id, { onDelete: "cascade" }),
    assignmentId: uuid("assignment_id").references(() => routeAssignments.id, { onDelete: "set null" }),
    /** YYYY-MM-DD, the day in India. */
    date: text("date").notNull(),
    /** homePickup, instituteDrop, institutePickup or homeDrop. */
    leg: text("leg").notNull(),
    leadMinutes: integer("lead_minutes").notNull(),
    toldAt: timestamp("told_at", { withTimezone: true, mode: "date" }).notNull(),
    promisedAt: timestamp("promised_at", { withTimezone: true, mode: "date" }).notNull(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true, mode: "date" }),
    /** How many times the parents were told (again only when the ETA moved by more than 5 minutes). */
    times: integer("times").notNull().default(1),
    lateToldAt: timestamp("late_told_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("eta_promises_kid_date_leg_key").on(t.kidId, t.date, t.leg), index("eta_promises_date_idx").on(t.date)],
);
