import type { Catalogue } from "../../i18n/catalogue.js";
import type { live as en } from "../../messages/live.js";

export const live: Catalogue<typeof en> = {
  errors: {
    assignmentNotFound: "ఈ ట్రిప్ లేదు.",
    notYourRun: "మీరు వెళ్ళే ట్రిప్‌ను మాత్రమే మీరు ప్రారంభించగలరు.",
    tooManyStreams: (max) => `ఈ లాగిన్‌లో చాలా లైవ్ స్క్రీన్‌లు తెరిచి ఉన్నాయి (గరిష్టంగా ${max}). ఒకటి మూసి మళ్ళీ ప్రయత్నించండి.`,
  },
};
