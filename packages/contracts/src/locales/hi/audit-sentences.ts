import type { Catalogue } from "../../i18n/catalogue.js";
import type { auditSentences as en } from "../../messages/audit-sentences.js";

/**
 * The actor is always followed by "ने", so `someone` and `visitor` are in the form that takes it.
 * Hindi puts the record's kind after its name ("Arjun की प्रोफ़ाइल", "Brodipet रूट"), so the kinds
 * below are written to follow the name, and the sentences read `${name} ${kind}`.
 */
export const auditSentences: Catalogue<typeof en> = {
  what: "क्या हुआ",
  someone: "किसी यूज़र",
  visitor: "एक विज़िटर",
  record: "एक रिकॉर्ड",
  captured: (actor, leg, kid) => `${actor} ने ${kid} का ${leg} दर्ज किया`,
  recaptured: (actor, leg, kid) => `${actor} ने ${kid} के ${leg} की एंट्री नई एंट्री से बदली`,
  editedAttendance: (actor, kid, date) => `${actor} ने ${kid} की ${date} की हाज़िरी बदली`,
  deletedAttendance: (actor, kid, date) => `${actor} ने ${kid} की ${date} की हाज़िरी हटाई`,
  created: (actor, kind, name) => `${actor} ने ${name} ${kind} को जोड़ा`,
  changed: (actor, name, fields) => `${actor} ने ${name} की यह जानकारी बदली: ${fields}`,
  change: (field, from, to) => `${field}: ${from} → ${to}`,
  emptyValue: "(खाली)",
  updated: (actor, kind, name) => `${actor} ने ${name} ${kind} को अपडेट किया`,
  deleted: (actor, kind, name) => `${actor} ने ${name} ${kind} को हटाया`,
  viewedDocument: (actor, name) => `${actor} ने ${name} का पहचान दस्तावेज़ देखा`,
  marked: (actor, kid, mark, date) => `${actor} ने ${date} को ${kid} को ${mark} मार्क किया`,
  enquiryStatus: (actor, name, status) => `${actor} ने ${name} की पूछताछ की स्थिति बदलकर "${status}" की`,
  raisedHelp: (actor, kid) => `${actor} ने ${kid} के बारे में मदद माँगी`,
  sentFeedback: (actor) => `${actor} ने फ़ीडबैक भेजा`,
  kinds: {
    driver: "(ड्राइवर)",
    caretaker: "(केयरटेकर)",
    enquiry: "की पूछताछ",
    file: "फ़ाइल",
    kid: "की प्रोफ़ाइल",
    parent: "(अभिभावक)",
    route: "रूट",
    "route-assignment": "का रूट असाइनमेंट",
    "route-mark": "(रूट हाज़िरी)",
    "kid-attendance": "की हाज़िरी",
    "help-request": "के बारे में मदद का अनुरोध",
    feedback: "का फ़ीडबैक",
  },
};
