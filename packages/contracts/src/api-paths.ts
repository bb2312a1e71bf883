/** Every API path of spec §7 (kept to the letter) and the rebuild's additions. */
const id = (value: string) => encodeURIComponent(value);

export const API = {
  health: "/api/health",
  docs: "/api/docs",
  login: "/api/login",
  logout: "/api/logout",
  me: "/api/me",
  /** Added (issue 11): PUT the logged-in person's language. */
  myLanguage: "/api/me/language",
  forgotPasswordLink: "/api/forgot/password/link",
  resetPassword: "/api/reset/password",
  forgotUpdatePassword: "/api/forgot/update/password",
  createEnquiry: "/api/enquiry/v1/create-enquiry",
  allEnquiries: "/api/enquiry/v1/get-all-enquiries",
  updateEnquiry: (uuid: string) => `/api/enquiry/v1/update-enquiry/${id(uuid)}`,
  // Drivers (spec §7).
  allDrivers: "/api/driver/v1/get-all-driver-profile",
  createDriver: "/api/driver/v1/create-driver-profile",
  updateDriver: (uuid: string) => `/api/driver/v1/update-driver-profile/${id(uuid)}`,
  deleteDriver: (uuid: string) => `/api/driver/v1/delete-driver-profile/${id(uuid)}`,
  /** Added: the logged-in driver's own profile (/driver-dashboard/driverprofile). */
  driverMe: "/api/driver/v1/me",
  // Caretakers (spec §7).
  allCaretakers: "/api/caretaker/all",
  createCaretaker: "/api/caretaker/create",
  updateCaretaker: (uuid: string) => `/api/caretaker/update/${id(uuid)}`,
  deleteCaretaker: (uuid: string) => `/api/caretaker/delete/${id(uuid)}`,
  /** Added: the logged-in caretaker's own profile (/caretaker-dashboard/caretakerprofile). */
  caretakerMe: "/api/caretaker/me",
  // Kid profiles (spec §7); "userProfile" is the original's name for a kid profile.
  allKidProfiles: "/api/userProfile/v1/get-all-users",
  createKidProfile: "/api/userProfile/v1/create-user-profile",
  updateKidProfile: (uuid: string) => `/api/userProfile/v1/update-user/${id(uuid)}`,
  kidProfile: (uuid: string) => `/api/userProfile/v1/get-single-user-profile/${id(uuid)}`,
  // Transport routes (spec §7). Delete goes by the route's NAME (unique ignoring case).
  createRoute: "/api/route/create",
  allRoutes: "/api/route/all-routes",
  deleteRoute: (name: string) => `/api/route/delete/${id(name)}`,
  updateRoute: (uuid: string) => `/api/route/${id(uuid)}`,
  // Kid-route assignments (spec §7 Help, feedback, kid routes).
  createKidRoute: "/api/create-route-details/v1",
  allKidRoutes: "/api/getAll/v1/all",
  updateKidRoute: (uuid: string) => `/api/update/v1/${id(uuid)}`,
  deleteKidRoute: (uuid: string) => `/api/delete/v1/${id(uuid)}`,
  // Role route views (spec §3.12): a driver's, a caretaker's (profile or account uuid) and a kid's routes.
  driverRoute: (driverUuid: string) => `/api/driver/route/${id(driverUuid)}`,
  caretakerRoute: (caretakerId: string) => `/api/caretaker/route/${id(caretakerId)}`,
  kidRoute: (kidUuid: string) => `/api/kid/route/${id(kidUuid)}`,
  /** Added: the route screen's Present/Absent marks of one route and day (decisions.md §2). */
  routeMarks: (routeUuid: string, date: string) => `/api/route-marks/${id(routeUuid)}/date/${id(date)}`,
  routeMark: (routeUuid: string, date: string, kidUuid: string) => `/api/route-marks/${id(routeUuid)}/date/${id(date)}/kid/${id(kidUuid)}`,
  // Kid attendance (spec §7 Attendance; docs/decisions/0040, 0041). The capture is ATTENDANCE_CAPTURE.path.
  captureKidAttendance: "/api/v1/kid-attendance",
  allKidAttendance: "/api/v1/kid-attendance/all",
  kidAttendanceByDate: (kidUuid: string, date: string) => `/api/v1/kid-attendance/${id(kidUuid)}/date/${id(date)}`,
  updateKidAttendance: (uuid: string) => `/api/v1/kid-attendance/update/${id(uuid)}`,
  deleteKidAttendance: (uuid: string) => `/api/v1/kid-attendance/${id(uuid)}`,
  // Help requests and feedback (spec §7 lists; the create calls are added, decisions.md §3; docs/decisions/0042).
  allHelp: "/api/help/all",
  createHelp: "/api/help/create",
  allFeedback: "/api/feedback/all",
  createFeedback: "/api/feedback/create",
  // Added: uploaded files, served only after an access check, and the audit log.
  file: (fileId: string) => `/api/files/${id(fileId)}`,
  fileThumb: (fileId: string) => `/api/files/${id(fileId)}?thumb=1`,
  auditLog: "/api/audit-log",
  // Added (issue 10; docs/decisions/0066–0068): absences, a kid's days, the day board, help status.
  kidAbsenceDay: (kidUuid: string, date: string) => `/api/absences/kid/${id(kidUuid)}/date/${id(date)}`,
  dayAbsences: (date: string) => `/api/absences/date/${id(date)}`,
  notAtStop: "/api/absences/not-at-stop",
  kidDays: (kidUuid: string, from?: string, to?: string) =>
    `/api/kid-days/${id(kidUuid)}${from || to ? `?${new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString()}` : ""}`,
  dayBoard: (date?: string) => `/api/day-board${date ? `?date=${id(date)}` : ""}`,
  myHelp: "/api/help/mine",
  helpStatus: (uuid: string) => `/api/help/${id(uuid)}/status`,
} as const;

/** Fastify route patterns of the paths above that take a parameter (server side). */
export const API_ROUTES = {
  updateEnquiry: "/api/enquiry/v1/update-enquiry/:uuid",
  updateDriver: "/api/driver/v1/update-driver-profile/:uuid",
  deleteDriver: "/api/driver/v1/delete-driver-profile/:uuid",
  updateCaretaker: "/api/caretaker/update/:uuid",
  deleteCaretaker: "/api/caretaker/delete/:uuid",
  updateKidProfile: "/api/userProfile/v1/update-user/:uuid",
  kidProfile: "/api/userProfile/v1/get-single-user-profile/:uuid",
  file: "/api/files/:id",
  deleteRoute: "/api/route/delete/:name",
  updateRoute: "/api/route/:uuid",
  updateKidRoute: "/api/update/v1/:uuid",
  deleteKidRoute: "/api/delete/v1/:uuid",
  driverRoute: "/api/driver/route/:driverUuid",
  caretakerRoute: "/api/caretaker/route/:caretakerId",
  kidRoute: "/api/kid/route/:kidUuid",
  routeMarks: "/api/route-marks/:routeUuid/date/:date",
  routeMark: "/api/route-marks/:routeUuid/date/:date/kid/:kidUuid",
  kidAttendanceByDate: "/api/v1/kid-attendance/:kidUuid/date/:date",
  updateKidAttendance: "/api/v1/kid-attendance/update/:uuid",
  deleteKidAttendance: "/api/v1/kid-attendance/:uuid",
  kidAbsenceDay: "/api/absences/kid/:kidUuid/date/:date",
  dayAbsences: "/api/absences/date/:date",
  kidDays: "/api/kid-days/:kidUuid",
  helpStatus: "/api/help/:uuid/status",
} as const;
