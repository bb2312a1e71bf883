import { attendance } from "./attendance.js";
import { audit } from "./audit.js";
import { auth } from "./auth.js";
import { common } from "./common.js";
import { dashboards } from "./dashboards.js";
import { enquiries } from "./enquiries.js";
import { helpFeedback } from "./help-feedback.js";
import { kids } from "./kids.js";
import { privacy } from "./privacy.js";
import { publicSite } from "./public-site.js";
import { routes } from "./routes.js";
import { staff } from "./staff.js";
import { uploads } from "./uploads.js";

/** The one message catalogue (English). Feature slices add their own file and key here. */
export const messages = {
  common,
  auth,
  publicSite,
  dashboards,
  enquiries,
  staff,
  kids,
  uploads,
  audit,
  routes,
  attendance,
  helpFeedback,
  privacy,
} as const;

export type Messages = typeof messages;
