import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { positionSharing as en } from "../../messages/position-sharing.js";

export const positionSharing: Catalogue<typeof en> = {
  sharing: "వ్యాన్ లొకేషన్ పంపుతున్నాం",
  sharingHint: "ట్రిప్ జరుగుతున్నంత సేపు ఈ పేజీ తెరిచే ఉంచండి: తల్లిదండ్రులు వ్యాన్‌ను చూస్తారు.",
  locating: "వ్యాన్ లొకేషన్ కనుగొంటున్నాం…",
  denied: "లొకేషన్ ఆఫ్‌లో ఉంది: తల్లిదండ్రులు వ్యాన్‌ను చూడాలంటే దాన్ని ఆన్ చేయండి",
  deniedHint: "బ్రౌజర్ సెట్టింగ్స్‌లో ఈ సైట్‌కు లొకేషన్ అనుమతించి, పేజీని మళ్లీ లోడ్ చేయండి.",
  unavailable: "ఈ ఫోన్ వ్యాన్ లొకేషన్ పంపలేదు.",
  paused: "వ్యాన్ లొకేషన్ పంపడం ఆపివేశారు.",
  pause: "పంపడం ఆపండి",
  resume: "లొకేషన్ మళ్లీ పంపండి",
  waiting: icu("te", "{n, plural, one {# లొకేషన్ పంపాల్సి ఉంది} other {# లొకేషన్లు పంపాల్సి ఉన్నాయి}}", "n"),
  startRun: "ట్రిప్ ప్రారంభించండి",
  startRunOf: (route) => `ట్రిప్ ప్రారంభించండి: రూట్ ${route}`,
  starting: "ట్రిప్ ప్రారంభిస్తున్నాం…",
  started: "ట్రిప్ ప్రారంభమైంది: తల్లిదండ్రులు వ్యాన్‌ను చూడగలరు.",
  startFailed: "ట్రిప్ ప్రారంభం కాలేదు. సిగ్నల్ చూసి మళ్లీ ప్రయత్నించండి.",
};
