import type { AttendanceType } from "../constants.js";

// Runs, legs, absence limits and help statuses: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
/** A run is a direction of the day's trip; each carries two of the four legs (docs/decisions/0065). */
export const DAY_RUNS = ["morning", "afternoon"] as const;
export type DayRun = (typeof DAY_RUNS)[number];
export const LEGS_OF_RUN: Record<DayRun, readonly [AttendanceType, AttendanceType]> = {
  morning: ["homePickup", "instituteDrop"],
  afternoon: ["institutePickup", "homeDrop"],
};
export const RUN_OF_LEG: Record<AttendanceType, DayRun> = {
  homePickup: "morning",
  instituteDrop: "morning",
  institutePickup: "afternoon",
  homeDrop: "afternoon",
};
/** The legs a caretaker marks "not at the stop" on: the first leg of each run. */
export const PICKUP_LEGS = ["homePickup", "institutePickup"] as const;

export const ABSENCE_SOURCES = ["parent", "caretaker", "admin"] as const;
export type AbsenceSource = (typeof ABSENCE_SOURCES)[number];

export const ABSENCE_LIMITS = {
  /** How far ahead a parent may mark a day. */
  daysAhead: 60,
  /** Longest date range one call may ask for (the parent's calendar shows 60 days). */
  rangeDaysMax: 62,
  /** Default cut-offs (India time): morning legs the evening before, afternoon legs the same day. */
  morningCutoff: "20:00",
  afternoonCutoff: "12:00",
} as const;

/** The admin's day board refreshes itself this often while it is open (bounded polling). */
export const BOARD_REFRESH_MS = 30_000;

export const HELP_STATUSES = ["open", "in_progress", "resolved"] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const HELP_NOTE_MAX = 1000;
