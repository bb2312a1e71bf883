/**
 * The admin's desk (issue 12 part 1; docs/decisions/0084–0086): print views, turning a won
 * enquiry into a kid profile, and the parents' invitations. Admin only.
 */
const id = (v: string) => encodeURIComponent(v);

export const API_DESK = {
  /** GET ?date=YYYY-MM-DD (default today, India): a route's daily sheet, kids in stop order. */
  routeSheet: (routeUuid: string, date?: string) => `/api/print/route-sheet/${id(routeUuid)}${date ? `?date=${id(date)}` : ""}`,
  /** GET ?month=YYYY-MM (default this month, India): a kid's month of the four legs. */
  kidMonth: (kidUuid: string, month?: string) => `/api/print/kid-month/${id(kidUuid)}${month ? `?month=${id(month)}` : ""}`,
  /** GET: whether each parent of a kid has set a password. */
  parentAccounts: (kidUuid: string) => `/api/kids/${id(kidUuid)}/parent-accounts`,
  /** POST: a new invitation link for a parent who has not set a password (the old link stops working). */
  resendInvitation: (kidUuid: string, relation: string) => `/api/kids/${id(kidUuid)}/parent-accounts/${id(relation)}/invitation`,
  /** PUT { kidUuid }: links a won enquiry to the kid profile made from it. */
  enquiryKid: (enquiryUuid: string) => `/api/enquiry/v1/${id(enquiryUuid)}/kid`,
} as const;

/** The same paths as Fastify route patterns. */
export const API_DESK_ROUTES = {
  routeSheet: "/api/print/route-sheet/:routeUuid",
  kidMonth: "/api/print/kid-month/:kidUuid",
  parentAccounts: "/api/kids/:kidUuid/parent-accounts",
  resendInvitation: "/api/kids/:kidUuid/parent-accounts/:relation/invitation",
  enquiryKid: "/api/enquiry/v1/:uuid/kid",
} as const;

/** Screens of the web app for the print views (outside the dashboard frame, so nothing but the sheet prints). */
export const PRINT_PAGES = {
  routeSheet: (routeUuid: string, date?: string) => `/print/route-sheet/${id(routeUuid)}${date ? `?date=${id(date)}` : ""}`,
  kidMonth: (kidUuid: string, month?: string) => `/print/kid-month/${id(kidUuid)}${month ? `?month=${id(month)}` : ""}`,
} as const;
