import type { Catalogue } from "../../i18n/catalogue.js";
import type { Messages } from "../../messages/index.js";
import { attendance } from "./attendance.js";
import { audit } from "./audit.js";
import { auditSentences } from "./audit-sentences.js";
import { auth } from "./auth.js";
import { common } from "./common.js";
import { dashboards } from "./dashboards.js";
import { desk } from "./desk.js";
import { day } from "./day.js";
import { enquiries } from "./enquiries.js";
import { exports } from "./exports.js";
import { fieldApp } from "./field-app.js";
import { geography } from "./geography.js";
import { helpFeedback } from "./help-feedback.js";
import { kids } from "./kids.js";
import { lists } from "./lists.js";
import { liveScreens } from "./live-screens.js";
import { limits } from "./limits.js";
import { notifications } from "./notifications.js";
import { positionSharing } from "./position-sharing.js";
import { privacy } from "./privacy.js";
import { publicSite } from "./public-site.js";
import { routes } from "./routes.js";
import { staff } from "./staff.js";
import { staffDocuments } from "./staff-documents.js";
import { tracker } from "./tracker.js";
import { uploads } from "./uploads.js";
import { vehicles } from "./vehicles.js";
import { live } from "./live.js";
import { eta } from "./eta.js";

/**
 * The Telugu catalogue: one file per area, each typed against the English area, so a key
 * English gains is a compile error here until it is translated (see docs/i18n.md).
 */
export const te: Catalogue<Messages> = {
  common,
  auth,
  publicSite,
  dashboards,
  enquiries,
  staff,
  staffDocuments,
  kids,
  uploads,
  audit,
  routes,
  attendance,
  helpFeedback,
  lists,
  exports,
  auditSentences,
  limits,
  fieldApp,
  notifications,
  positionSharing,
  day,
  privacy,
  desk,
  tracker,
  liveScreens,
  geography,
  vehicles,
  live,
  eta,
};
export default te;
