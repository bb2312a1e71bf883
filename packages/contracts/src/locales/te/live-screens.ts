import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { liveScreens as en } from "../../messages/live-screens.js";

export const liveScreens: Catalogue<typeof en> = {
  parent: {
    title: (kidName) => `వ్యాన్ ఎక్కడ ఉంది? (${kidName})`,
    mapLabel: (kidName) => `మ్యాప్: వ్యాన్ మరియు ${kidName} స్టాప్`,
    vanMarker: "వ్యాన్",
    stopMarker: "మీ స్టాప్",
    eta: (min, max) => (min === max ? `సుమారు ${min} నిమి` : `${min}–${max} నిమి`),
    etaLabel: "మీ స్టాప్‌కు చేరేది",
    etaUnknown: "మీ స్టాప్‌కు ఎంత సమయం పడుతుందో ఇంకా తెలియదు",
    stopsBefore: icu("te", "{n, plural, =0 {తర్వాతి స్టాప్ మీదే} one {మీ స్టాప్ ముందు # స్టాప్} other {మీ స్టాప్ ముందు # స్టాప్‌లు}}", "n"),
    noPosition: "ట్రిప్ మొదలైంది. వ్యాన్ ఎక్కడ ఉందో త్వరలో ఇక్కడ కనిపిస్తుంది.",
    lastSeen: (ago) => `${ago} క్రితం చివరిసారి కనిపించింది`,
    updatedAt: (time) => `${time} నాటి స్థానం`,
  },
  ago: {
    seconds: (n) => `${n} సెకన్ల`,
    minutes: (n) => `${n} నిమిషాల`,
    hours: (n) => `${n} గంటల`,
  },
  board: {
    title: "వ్యాన్లు",
    intro: "ఈరోజు ట్రిప్‌లలో ఉన్న ప్రతి వ్యాన్: చివరిసారి ఎక్కడ కనిపించింది, ఎలా నడుస్తోంది.",
    tableLabel: "ఈరోజు ట్రిప్‌లలో ఉన్న వ్యాన్లు",
    mapLabel: "అన్ని వ్యాన్ల మ్యాప్",
    empty: "ఇప్పుడు ఏ వ్యాన్ కూడా ట్రిప్‌లో లేదు.",
    fetchFailed: "వ్యాన్ల వివరాలు లోడ్ కాలేదు. మళ్ళీ ప్రయత్నించండి.",
    columns: {
      route: "రూట్",
      run: "ట్రిప్",
      vehicle: "వాహనం",
      caretaker: "కేర్‌టేకర్",
      lastSeen: "చివరిసారి కనిపించింది",
      battery: "బ్యాటరీ",
      nextStop: "తర్వాతి స్టాప్",
      behind: "ఆలస్యం / ముందు",
    },
    runs: { morning: "ఉదయం", afternoon: "మధ్యాహ్నం" },
    noVehicle: "వాహనం లేదు",
    ago: (ago) => `${ago} క్రితం`,
    noPosition: "ఇంకా స్థానం రాలేదు",
    justNow: "ఇప్పుడే",
    stale: "అప్‌డేట్ కావడం లేదు",
    noStop: "—",
    unknown: "—",
    battery: (percent) => `${percent}%`,
    late: (n) => `${n} నిమి ఆలస్యం`,
    early: (n) => `${n} నిమి ముందుగా`,
    onTime: "సమయానికి",
    notOn: "ట్రిప్‌లో లేదు",
  },
  stream: {
    polling: "లైవ్ అప్‌డేట్లు ఆగాయి: ప్రతి 15 సెకన్లకు రిఫ్రెష్ అవుతోంది.",
  },
};
