import { auth } from "./auth.js";
import { common } from "./common.js";
import { dashboards } from "./dashboards.js";
import { publicSite } from "./public-site.js";

/** The one message catalogue (English). Feature slices add their own file and key here. */
export const messages = {
  common,
  auth,
  publicSite,
  dashboards,
} as const;

export type Messages = typeof messages;
