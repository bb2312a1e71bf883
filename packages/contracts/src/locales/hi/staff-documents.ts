import type { Catalogue } from "../../i18n/catalogue.js";
import type { staffDocuments as en } from "../../messages/staff-documents.js";

export const staffDocuments: Catalogue<typeof en> = {
  heading: "दस्तावेज़",
  dlExpiryLabel: "ड्राइविंग लाइसेंस की वैधता तिथि",
  dlExpiryInvalid: "लाइसेंस की समाप्ति तिथि DD-MM-YYYY में लिखें।",
  policeVerifiedOnLabel: "पुलिस सत्यापन की तिथि",
  policeVerifiedOnInvalid: "पुलिस सत्यापन की तिथि DD-MM-YYYY में लिखें।",
  policeVerifiedOnFuture: "पुलिस सत्यापन की तिथि भविष्य की नहीं हो सकती।",
  policeVerificationImageLabel: "पुलिस सत्यापन प्रमाणपत्र",
  policeVerificationValidUntil: (date) => `${date} तक मान्य`,
  notRecorded: "दर्ज नहीं",
  documents: { drivingLicence: "ड्राइविंग लाइसेंस", policeVerification: "पुलिस सत्यापन" },
  alertsTitle: "नवीनीकरण वाले दस्तावेज़",
  alertsLoadFailed: "नवीनीकरण वाले दस्तावेज़ लोड नहीं हो सके।",
  expiresIn: (person, document, date, days) =>
    days === 1 ? `${person} का ${document} कल (${date}) समाप्त होगा` : `${person} का ${document} ${days} दिनों में (${date}) समाप्त होगा`,
  expiresToday: (person, document) => `${person} का ${document} आज समाप्त हो रहा है`,
  expired: (person, document, date) => `${person} का ${document} ${date} को समाप्त हो गया`,
  roles: { driver: "ड्राइवर", caretaker: "केयरटेकर" },
};
