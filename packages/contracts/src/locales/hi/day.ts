import type { Catalogue } from "../../i18n/catalogue.js";
import type { day as en } from "../../messages/day.js";

type Day = typeof en;

const legs: Catalogue<Day["legs"]> = {
  homePickup: "घर से पिकअप हुआ",
  instituteDrop: "संस्थान पर ड्रॉप हुआ",
  institutePickup: "संस्थान से पिकअप हुआ",
  homeDrop: "घर पर ड्रॉप हुआ",
};

const runs: Catalogue<Day["runs"]> = {
  morning: "सुबह (घर → संस्थान)",
  afternoon: "दोपहर (संस्थान → घर)",
};

const absences: Catalogue<Day["absences"]> = {
  title: "गैरहाज़िरी दर्ज करें",
  intro: (kidName) => `बताइए किस दिन ${kidName} वैन में नहीं जाएँगे। पूरा दिन चुनें या सिर्फ़ कुछ पिकअप/ड्रॉप।`,
  dateLabel: "तारीख",
  legsLabel: "पिकअप/ड्रॉप",
  wholeDay: "पूरा दिन",
  legChoices: {
    homePickup: "सुबह का पिकअप",
    instituteDrop: "सुबह का ड्रॉप",
    institutePickup: "दोपहर का पिकअप",
    homeDrop: "दोपहर का ड्रॉप",
  },
  save: "सेव करें",
  saving: "सेव हो रहा है...",
  saved: (kidName) => `${kidName} की गैरहाज़िरी सेव हो गई।`,
  noChange: "कुछ भी नहीं बदला गया।",
  cutoffNote: (when) => `${when} तक बदला जा सकता है।`,
  locked: "बदलने का समय निकल चुका है: यह पिकअप/ड्रॉप बदलने के लिए कृपया ऑफ़िस को फ़ोन करें।",
  legsInvalid: "पिकअप/ड्रॉप घर से पिकअप, संस्थान पर ड्रॉप, संस्थान से पिकअप या घर पर ड्रॉप में से ही होने चाहिए।",
  tooManyLegs: "ज़्यादा से ज़्यादा चार पिकअप/ड्रॉप चुने जा सकते हैं।",
  dateInvalid: "कृपया सही तारीख डालें।",
  dateTooFar: (days) => `गैरहाज़िरी ज़्यादा से ज़्यादा ${days} दिन पहले तक दर्ज की जा सकती है।`,
  cutoffPassed: (leg, when) => `"${leg}" बदलने में अब देर हो गई है: आखिरी समय ${when} था। कृपया ऑफ़िस को फ़ोन करें।`,
  notYours: (leg) => `"${leg}" केयरटेकर या ऑफ़िस ने दर्ज किया है, इसलिए इसे सिर्फ़ ऑफ़िस ही बदल सकता है।`,
  badge: "गैरहाज़िर",
  badgeBy: {
    parent: "गैरहाज़िर (अभिभावक)",
    caretaker: "स्टॉप पर नहीं मिले",
    admin: "गैरहाज़िर (ऑफ़िस)",
  },
  notAtStop: "स्टॉप पर नहीं मिले",
  notAtStopConfirm: (kidName) => `${kidName} को "स्टॉप पर नहीं मिले" दर्ज करें? अभिभावकों को खबर दी जाएगी।`,
  notAtStopSaved: (kidName) => `${kidName} को "स्टॉप पर नहीं मिले" दर्ज कर दिया गया।`,
  notAtStopFailed: "बच्चे को दर्ज नहीं कर पाए। कृपया फिर से कोशिश करें।",
  notAtStopLegInvalid: "\"स्टॉप पर नहीं मिले\" सिर्फ़ पिकअप पर दर्ज होता है (घर से पिकअप या संस्थान से पिकअप)।",
  notAtStopNotOnRun: (kidName, leg) => `${kidName} आपके किसी भी रूट पर "${leg}" में नहीं जाते।`,
  alreadyCaptured: (kidName, leg) => `${kidName} का "${leg}" आज पहले ही दर्ज हो चुका है।`,
  fetchFailed: "गैरहाज़िरी लोड नहीं हो पाई।",
  saveFailed: "गैरहाज़िरी सेव नहीं हो पाई। कृपया फिर से कोशिश करें।",
  cancel: "रद्द करें",
  confirm: "पक्का करें",
  absenceDay: "किस दिन की गैरहाज़िरी",
  today: "आज",
  tomorrow: "कल",
};

const home: Catalogue<Day["home"]> = {
  title: "आज",
  kidToday: (kidName) => `${kidName} का आज का दिन`,
  capturedBy: (name) => `${name} द्वारा`,
  stillToCome: "अभी होना बाकी है",
  notCaptured: "दर्ज नहीं हुआ",
  notRiding: "इस पिकअप/ड्रॉप के लिए कोई रूट नहीं",
  notRidingLegs: (legs) => `आज इनके लिए कोई रूट नहीं: ${legs}`,
  openMap: "मैप खोलें",
  photoAlt: (kidName, leg) => `${leg} पर ${kidName} की फ़ोटो`,
  correction: "ऑफ़िस द्वारा सुधार",
  correctionPresent: "ऑफ़िस ने हाज़िर दर्ज किया",
  correctionAbsent: "ऑफ़िस ने गैरहाज़िर दर्ज किया",
  historyWeek: "पिछले 7 दिन",
  historyMonth: "पिछले 30 दिन",
  showMonth: "पिछले 30 दिन दिखाएँ",
  showWeek: "सिर्फ़ पिछले 7 दिन दिखाएँ",
  noSchool: "स्कूल की छुट्टी",
  weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
  tomorrow: "कल",
  dayAndDate: (day, date) => `${day}, ${date}`,
  absentLegs: (legs) => `गैरहाज़िर दर्ज: ${legs}।`,
  absentWholeDay: "पूरे दिन के लिए गैरहाज़िर दर्ज।",
  calendarIntro: "हर दिन के पिकअप और ड्रॉप: दर्ज होने पर सही का निशान, गैरहाज़िर होने पर क्रॉस।",
  calendarDay: (date, summary) => `तारीख ${date}: ${summary}`,
  summaryDone: (done, total) => `${total} में से ${done} पिकअप/ड्रॉप`,
  fetchFailed: "दिन की जानकारी लोड नहीं हो पाई।",
  noKid: "अभी आपके अकाउंट से कोई बच्चा नहीं जुड़ा है।",
  markAbsent: "गैरहाज़िरी दर्ज करें",
  helpTitle: "आपके मदद के अनुरोध",
  helpEmpty: "आपने अभी तक मदद नहीं माँगी है।",
  statusLabel: "स्थिति",
  noteLabel: "ऑफ़िस का नोट",
  rangeInvalid: "तारीखों की सीमा सही नहीं है।",
  rangeTooLong: (days) => `एक बार में ज़्यादा से ज़्यादा ${days} दिन की जानकारी माँगी जा सकती है।`,
};

const board: Catalogue<Day["board"]> = {
  tile: "आज",
  title: "आज का बोर्ड",
  intro: "हर रूट पर: कौन-कौन से बच्चे आने हैं, हर बच्चा कहाँ है, और कौन अभी बाकी है। यह अपने-आप रिफ़्रेश होता है।",
  updatedAt: (time) => `${time} बजे अपडेट हुआ`,
  refreshing: "रिफ़्रेश हो रहा है...",
  columns: {
    route: "रूट",
    expected: "आने वाले",
    pickedUp: "पिकअप हुए",
    droppedAtInstitute: "संस्थान पहुँचे",
    pickedUpFromInstitute: "संस्थान से निकले",
    droppedHome: "घर पहुँचे",
    absent: "गैरहाज़िर",
  },
  missing: (leg) => `अभी बाकी: ${leg}`,
  notOnRun: "—",
  empty: "अभी किसी रूट पर बच्चे नहीं लगाए गए हैं।",
  fetchFailed: "बोर्ड लोड नहीं हो पाया।",
};

const routeDay: Catalogue<Day["routeDay"]> = {
  captures: "एंट्री",
  absences: "गैरहाज़िरी",
  correctionLabel: "ऑफ़िस द्वारा सुधार",
};

const help: Catalogue<Day["help"]> = {
  statuses: { open: "खुला", in_progress: "काम चल रहा है", resolved: "हल हो गया" },
  statusLabel: "स्थिति",
  noteLabel: "अभिभावक के लिए नोट",
  setStatus: "स्थिति बदलें",
  save: "सेव करें",
  statusRequired: "कृपया स्थिति चुनें।",
  statusInvalid: "स्थिति खुला, काम चल रहा है या हल हो गया में से एक होनी चाहिए।",
  noteTooLong: (max) => `नोट ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है।`,
  saved: "मदद का अनुरोध अपडेट हो गया।",
  notFound: "मदद का अनुरोध नहीं मिला।",
  saveFailed: "मदद का अनुरोध अपडेट नहीं हो पाया।",
  updatedAt: (when) => `${when} को अपडेट हुआ`,
};

const assignments: Catalogue<Day["assignments"]> = {
  runLabel: "ट्रिप",
  runInvalid: "ट्रिप सुबह या दोपहर की होनी चाहिए।",
  kidOnOtherRun: (kidName, run, routeName) =>
    `${kidName} पहले से ${routeName} रूट पर ${run} वाली ट्रिप में जाते हैं। एक बच्चा हर ट्रिप में एक ही रूट पर हो सकता है।`,
};

export const day: Catalogue<Day> = { legs, runs, absences, home, board, routeDay, help, assignments };
