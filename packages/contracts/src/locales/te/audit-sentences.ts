import type { Catalogue } from "../../i18n/catalogue.js";
import type { auditSentences as en } from "../../messages/audit-sentences.js";

/** Telugu puts the record before the verb: "Kamala Ravi (డ్రైవర్) వివరాలు మార్చారు". */
export const auditSentences: Catalogue<typeof en> = {
  what: "ఏం జరిగింది",
  someone: "ఎవరో ఒకరు",
  visitor: "సందర్శకులు",
  record: "ఒక రికార్డు",
  captured: (actor, leg, kid) => `${actor} ${kid} ${leg} నమోదు చేశారు`,
  recaptured: (actor, leg, kid) => `${actor} ${kid} ${leg} నమోదుని కొత్తదానితో మార్చారు`,
  editedAttendance: (actor, kid, date) => `${actor} ${date} న ${kid} హాజరు మార్చారు`,
  deletedAttendance: (actor, kid, date) => `${actor} ${date} న ${kid} హాజరు తొలగించారు`,
  created: (actor, kind, name) => `${actor} కొత్తగా ${name} (${kind}) వివరాలు చేర్చారు`,
  changed: (actor, name, fields) => `${actor} ${name} వివరాల్లో ${fields} మార్చారు`,
  change: (field, from, to) => `${field}: ${from} → ${to}`,
  emptyValue: "(ఖాళీ)",
  updated: (actor, kind, name) => `${actor} ${name} (${kind}) వివరాలు మార్చారు`,
  deleted: (actor, kind, name) => `${actor} ${name} (${kind}) ని తొలగించారు`,
  viewedDocument: (actor, name) => `${actor} ${name} గుర్తింపు పత్రం చూశారు`,
  marked: (actor, kid, mark, date) => `${actor} ${date} న ${kid} ని ${mark} గా గుర్తించారు`,
  enquiryStatus: (actor, name, status) => `${actor} ${name} ఎంక్వైరీ స్థితిని ${status} గా మార్చారు`,
  raisedHelp: (actor, kid) => `${actor} ${kid} గురించి సహాయం అడిగారు`,
  sentFeedback: (actor) => `${actor} అభిప్రాయం పంపారు`,
  kinds: {
    driver: "డ్రైవర్",
    caretaker: "కేర్‌టేకర్",
    enquiry: "ఎంక్వైరీ",
    file: "ఫైల్",
    kid: "పిల్లల ప్రొఫైల్",
    parent: "తల్లిదండ్రులు",
    route: "రూట్",
    "route-assignment": "పిల్లల రూట్ కేటాయింపు",
    "route-mark": "రూట్ హాజరు గుర్తు",
    "kid-attendance": "హాజరు",
    "help-request": "సహాయ అభ్యర్థన",
    feedback: "అభిప్రాయం",
  },
};
