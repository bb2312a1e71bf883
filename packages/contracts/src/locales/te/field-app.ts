import type { Catalogue } from "../../i18n/catalogue.js";
import type { fieldApp as en } from "../../messages/field-app.js";

export const fieldApp: Catalogue<typeof en> = {
  offline: {
    showingFrom: (time) => `ఆఫ్‌లైన్: ${time} నాటి సమాచారం చూపిస్తున్నాం`,
    showingFromDay: (date, time) => `ఆఫ్‌లైన్: ${date}, ${time} నాటి సమాచారం చూపిస్తున్నాం`,
  },
  update: {
    ready: "కొత్త వెర్షన్ సిద్ధంగా ఉంది",
    reload: "రీలోడ్ చేయండి",
    afterCapture: "ఈ నమోదు పూర్తయ్యాక కొత్త వెర్షన్ లోడ్ చేసుకోవచ్చు.",
  },
  runSheet: {
    title: "ఈ రోజు రన్ షీట్",
    dateLine: (date) => `${date} నాటి రన్ షీట్`,
    loading: "ఈ రోజు రన్ షీట్ లోడ్ అవుతోంది...",
    loadFailed: "రన్ షీట్ లోడ్ కాలేదు.",
    noRoutes: "ఈ రోజు మీకు ఏ రూట్ కేటాయించలేదు.",
    noRoutesHint: "మిమ్మల్ని ఏదైనా రూట్‌కి చేర్చమని ఆఫీసుని అడగండి.",
    noKids: "ఈ రూట్‌లో పిల్లలు ఎవరూ లేరు.",
    routeHeading: (name) => `${name} రూట్`,
    fromTo: (from, to) => `${from} → ${to}`,
    driver: (name) => `డ్రైవర్: ${name}`,
    stop: (n) => `స్టాప్ ${n}`,
    address: "ఇల్లు",
    noAddress: "చిరునామా నమోదు కాలేదు",
    photoAlt: (kidName) => `${kidName} ఫోటో`,
    call: (relation, name) => `${relation} ${name} కి ఫోన్ చేయండి`,
    callShort: (relation) => `${relation}కి ఫోన్ చేయండి`,
    relations: { father: "తండ్రి", mother: "తల్లి" },
    noParentPhone: "తల్లిదండ్రుల ఫోన్ నంబర్ లేదు",
    legsLabel: (kidName) => `${kidName} ఈ రోజు పికప్‌లు, డ్రాప్‌లు`,
    states: {
      done: (time) => `${time} కి పూర్తయింది`,
      doneBy: (time, by) => `${time} కి ${by} పూర్తి చేశారు`,
      waiting: (time) => `పంపాల్సి ఉంది (${time})`,
      notYet: "ఇంకా కాలేదు",
    },
    record: "నమోదు చేయండి",
    recordAgain: "మళ్ళీ నమోదు చేయండి",
    recordLeg: (leg, kidName) => `${kidName} ${leg} నమోదు చేయండి`,
    recordLegAgain: (leg, kidName) => `${kidName} ${leg} మళ్ళీ నమోదు చేయండి`,
  },
  replace: {
    question: (leg, time, by) => `${leg} ఇప్పటికే ${time} కి${by ? ` ${by}` : ""} నమోదు చేశారు. దీనితో మార్చాలా?`,
    waitingQuestion: (leg, time) => `${leg} ఈ ఫోన్‌లో ఇప్పటికే ${time} కి నమోదు చేశారు, అది ఇంకా పంపాల్సి ఉంది. దీనితో మార్చాలా?`,
    keptNote: "ముందు తీసిన ఫోటో, సమయం, చోటు ఆఫీసు కోసం అలాగే ఉంచుతాం.",
    keep: "వద్దు, అదే ఉంచండి",
    replace: "అవును, మార్చండి",
    historyTitle: "మార్చిన నమోదులు",
    historyItem: (leg, time, by, replacedBy) =>
      `${leg}: ${time} కి ${by || "తెలియనివారు"} నమోదు చేశారు, తర్వాత ${replacedBy || "తెలియనివారు"} మార్చారు`,
    replacedAt: (when) => `${when} న మార్చారు`,
  },
};
