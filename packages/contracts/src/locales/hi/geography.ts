import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { geography as en } from "../../messages/geography.js";

export const geography: Catalogue<typeof en> = {
  map: "नक्शा",
  mapLoading: "नक्शा लोड हो रहा है…",
  mapFailed: "नक्शा लोड नहीं हो सका। आप अक्षांश और देशांतर टाइप कर सकते हैं।",
  noTiles: "नक्शे की पृष्ठभूमि सेट नहीं है।",
  zoomIn: "ज़ूम इन करें",
  zoomOut: "ज़ूम आउट करें",
  errors: {
    instituteNotFound: "इस बच्चे का इस स्थान पर कोई संस्थान नहीं है।",
    pointInvalid: "कृपया -90 से 90 के बीच अक्षांश और -180 से 180 के बीच देशांतर दें।",
  },
  ui: {
    homeTitle: "नक्शे पर घर",
    instituteTitle: (name) => `नक्शे पर ${name}`,
    latitude: "अक्षांश",
    longitude: "देशांतर",
    pickHint: "पिन लगाने के लिए नक्शे पर क्लिक करें, या अक्षांश और देशांतर टाइप करें।",
    noPoint: "अभी कोई स्थान सेट नहीं है।",
    pointSet: (lat, lng) => `सेट किया गया स्थान: ${lat}, ${lng}`,
    useProposed: icu("hi", "सुझाया गया स्थान इस्तेमाल करें ({captures, plural, one {# एंट्री से} other {# एंट्री से}})", "captures"),
    save: "स्थान सेव करें",
    clear: "स्थान हटाएँ",
    saved: "स्थान सेव हो गया।",
    cleared: "स्थान हटा दिया गया।",
    homePin: (kid) => `${kid} का घर`,
    proposedPin: "सुझाया गया स्थान",
    mapOf: (title) => `नक्शा: ${title}`,
  },
};
