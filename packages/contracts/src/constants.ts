/** Business constants and limits of spec §9. */
export const MIN_KID_AGE_YEARS = 4;
/** Drivers (and caretakers) must be older than this many years. */
export const MIN_DRIVER_AGE_YEARS = 18;
export const AADHAAR_DIGITS = 12;
export const PHONE_DIGITS = 10;
export const STAFF_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const RESET_PASSWORD_MIN = 6;
export const CONFIRM_PASSWORD_MIN = 8;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const TIME_INPUT_STEP_SECONDS = 900;
export const DAY_MINUTES = 1440;
export const KID_STATUSES = ["active", "inactive", "paused", "suspended"] as const;
export const ENQUIRY_STATUSES = ["contacted", "won", "lost", "follow-up"] as const;
export const DRIVER_STATUSES = ["active", "inactive", "suspended"] as const;
export const ROUTE_TYPES = ["Longest", "Shortest"] as const;
/** Limits of a transport route (docs/decisions/0030). */
export const ROUTE_LIMITS = {
  nameMax: 100,
  placeMax: 200,
  descriptionMax: 1000,
  stopMax: 100,
  stopsMax: 50,
  subRoutesMax: 20,
  /** Kilometres. */
  distanceMax: 1000,
  /** Minutes (a route runs within one day). */
  estimatedTimeMax: 1440,
  /** Kids on one assignment (a van or a bus). */
  kidsPerAssignmentMax: 100,
} as const;
/** Marks of the route screen (spec §2.7, §4 demo attendance: Present or Absent per date). */
export const ROUTE_MARKS = ["present", "absent"] as const;
export const BLOOD_GROUPS = ["A+", "A-", "B+", "B-", "O+", "O-", "AB+", "AB-"] as const;
export const GENDERS = ["male", "female", "other"] as const;
export const ATTENDANCE_TYPES = ["homePickup", "instituteDrop", "institutePickup", "homeDrop"] as const;
export const ROLES = ["admin", "driver", "caretaker", "father", "mother"] as const;
export const PARENT_ROLES = ["father", "mother"] as const;
export const REHYDRATION_TIMEOUT_MS = 5000;
export const TOKEN_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const CAMERA_IDEAL = { width: 4096, height: 2160 } as const;
export const DROPDOWN_MAX_HEIGHT_PX = 200;
export const MAP_ZOOM = 16;
export const PRIVACY_EFFECTIVE_DATE = "2025-05-10";
export const TIME_ZONE = "Asia/Kolkata";

/** Toast auto-close times of spec §9, in milliseconds. */
export const TOAST_MS = {
  kid: 2000,
  enquiryAdminSuccess: 2000,
  login: 2000,
  logout: 2000,
  forgotPassword: 2000,
  routes: 1000,
  publicEnquiry: 3000,
  enquiryError: 3000,
  default: 3000,
} as const;

/**
 * Login throttle (issue 14, docs/decisions/0101): failures are counted per account (email and
 * mobile together) and address, per account and per address, in a 15-minute window. The first
 * `free` failures cost nothing; after that each attempt waits 1, 2, 4, … seconds after the last
 * failure, at most `maxDelaySeconds`: slowed down, never locked out. A browser that has logged in
 * to the account before (device cookie) skips the account-wide and address-wide delays.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  pair: { free: 5, maxDelaySeconds: 60 },
  account: { free: 20, maxDelaySeconds: 30 },
  address: { free: 100, maxDelaySeconds: 30 },
} as const;
export const FORGOT_LIMIT = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;
export const ENQUIRY_LIMIT = { perIp: 10, windowMs: 60 * 60 * 1000 } as const;
/** Captures per caretaker (or admin capturing) per minute (issue 14, docs/decisions/0102). */
export const CAPTURE_LIMIT = { perUser: 30, windowMs: 60 * 1000 } as const;
/** Parents' help requests and feedback (issue 6): a light limit per account. docs/decisions/0042. */
export const HELP_LIMIT = { perUser: 10, windowMs: 60 * 60 * 1000 } as const;
export const FEEDBACK_LIMIT = { perUser: 5, windowMs: 60 * 60 * 1000 } as const;
/** Longest help reason and feedback text (characters). */
export const HELP_FEEDBACK_LIMITS = { reasonMax: 1000, feedbackMax: 2000 } as const;

/** Client storage keys of spec §3.1. */
export const STORAGE_KEYS = {
  token: "token",
  role: "role",
  userName: "userName",
  kidName: "kidName",
  name: "name",
  persistAuth: "persist:auth",
  hasLoggedIn: "hasLoggedIn",
} as const;

export type Role = (typeof ROLES)[number];
export type KidStatus = (typeof KID_STATUSES)[number];
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];
export type RouteType = (typeof ROUTE_TYPES)[number];
export type RouteMark = (typeof ROUTE_MARKS)[number];
