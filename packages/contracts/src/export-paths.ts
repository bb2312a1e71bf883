/**
 * Downloads of the admin lists (docs/decisions/0081): CSV or Excel of what the list shows with
 * its filters, `?format=csv|xlsx` plus the list's own query parameters (without paging).
 */
export const API_EXPORTS = {
  kids: "/api/exports/kids",
  attendance: "/api/exports/attendance",
  drivers: "/api/exports/drivers",
  caretakers: "/api/exports/caretakers",
  routes: "/api/exports/routes",
  enquiries: "/api/exports/enquiries",
  /** Kid-route assignments with each one's run (docs/decisions/0240). */
  kidRoutes: "/api/exports/kid-routes",
} as const;
export type ExportList = keyof typeof API_EXPORTS;
