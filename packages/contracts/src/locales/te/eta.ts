import type { Catalogue } from "../../i18n/catalogue.js";
import type { eta as en } from "../../messages/eta.js";

export const eta: Catalogue<typeof en> = {
  text: {
    approachingTitle: (kid) => `${kid}: వ్యాన్ దగ్గరలో ఉంది`,
    approaching: (kid, minutes) => `వ్యాన్ ${kid} స్టాప్‌కి సుమారు ${minutes} నిమిషాల దూరంలో ఉంది.`,
    lateTitle: (kid) => `${kid}: వ్యాన్ ఆలస్యంగా వస్తోంది`,
    late: (kid, minutes) => `${kid} స్టాప్‌కి వ్యాన్ సుమారు ${minutes} నిమిషాలు ఆలస్యంగా వస్తోంది.`,
  },
  settings: {
    leadLabel: "వ్యాన్ దగ్గరకు వచ్చినప్పుడు నాకు చెప్పండి",
    leadDescription: "వ్యాన్ మీ పిల్లల స్టాప్‌కి చేరడానికి ఎంత ముందు చెప్పాలి. వ్యాన్ 10 నిమిషాల కంటే ఎక్కువ ఆలస్యమైతే కూడా చెబుతాము.",
    leadOff: "ఆఫ్",
    leadMinutes: (n) => `${n} నిమిషాల ముందు`,
  },
  accuracy: {
    title: "చేరే సమయాలు ఎంత సరిగ్గా ఉన్నాయి",
    intro: "గత 30 రోజుల సమీప హెచ్చరికలు, రూట్ వారీగా: తల్లిదండ్రులకు చెప్పిన సమయానికి 3 నిమిషాల లోపు వ్యాన్ ఎంత తరచుగా చేరింది.",
    empty: "గత 30 రోజుల్లో సమీప హెచ్చరికలు లేవు.",
    loadFailed: "చేరే సమయాల గణాంకాలు లోడ్ చేయడం విఫలమైంది.",
    columns: { route: "రూట్", alerts: "హెచ్చరికలు", arrived: "చేరింది", kept: "3 నిమిషాల లోపు", share: "శాతం" },
    total: "అన్ని రూట్లు",
    percent: (n) => `${n}%`,
    none: "—",
  },
  server: {
    leadInvalid: "దయచేసి 5, 10 లేదా 15 నిమిషాలు, లేదా ఆఫ్ ఎంచుకోండి.",
  },
};
