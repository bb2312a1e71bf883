import type { Catalogue } from "../../i18n/catalogue.js";
import type { staffDocuments as en } from "../../messages/staff-documents.js";

export const staffDocuments: Catalogue<typeof en> = {
  heading: "పత్రాలు",
  dlExpiryLabel: "డ్రైవింగ్ లైసెన్స్ చెల్లుబాటు తేదీ",
  dlExpiryInvalid: "లైసెన్స్ గడువు తేదీని DD-MM-YYYY గా ఇవ్వండి.",
  policeVerifiedOnLabel: "పోలీస్ వెరిఫికేషన్ తేదీ",
  policeVerifiedOnInvalid: "పోలీస్ వెరిఫికేషన్ తేదీని DD-MM-YYYY గా ఇవ్వండి.",
  policeVerifiedOnFuture: "పోలీస్ వెరిఫికేషన్ తేదీ భవిష్యత్తులో ఉండకూడదు.",
  policeVerificationImageLabel: "పోలీస్ వెరిఫికేషన్ సర్టిఫికేట్",
  policeVerificationValidUntil: (date) => `${date} వరకు చెల్లుతుంది`,
  notRecorded: "నమోదు చేయలేదు",
  documents: { drivingLicence: "డ్రైవింగ్ లైసెన్స్", policeVerification: "పోలీస్ వెరిఫికేషన్" },
  alertsTitle: "పునరుద్ధరించాల్సిన పత్రాలు",
  alertsLoadFailed: "పునరుద్ధరించాల్సిన పత్రాలు లోడ్ కాలేదు.",
  expiresIn: (person, document, date, days) =>
    days === 1 ? `${person} ${document} గడువు రేపు (${date}) తీరుతుంది` : `${person} ${document} గడువు ${days} రోజుల్లో (${date}) తీరుతుంది`,
  expiresToday: (person, document) => `${person} ${document} గడువు ఈరోజు తీరుతుంది`,
  expired: (person, document, date) => `${person} ${document} గడువు ${date} న తీరిపోయింది`,
  roles: { driver: "డ్రైవర్", caretaker: "కేర్‌టేకర్" },
};
