import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { geography as en } from "../../messages/geography.js";

export const geography: Catalogue<typeof en> = {
  map: "మ్యాప్",
  mapLoading: "మ్యాప్ లోడ్ అవుతోంది…",
  mapFailed: "మ్యాప్ లోడ్ కాలేదు. మీరు అక్షాంశం, రేఖాంశం టైప్ చేయవచ్చు.",
  noTiles: "మ్యాప్ నేపథ్యం సెట్ చేయలేదు.",
  zoomIn: "దగ్గరగా చూపించు",
  zoomOut: "దూరంగా చూపించు",
  errors: {
    instituteNotFound: "ఈ స్థానంలో ఈ పిల్లలకు స్కూల్/సంస్థ లేదు.",
    pointInvalid: "దయచేసి -90 నుండి 90 మధ్య అక్షాంశం, -180 నుండి 180 మధ్య రేఖాంశం ఇవ్వండి.",
  },
  ui: {
    homeTitle: "మ్యాప్‌లో ఇల్లు",
    instituteTitle: (name) => `మ్యాప్‌లో ${name}`,
    latitude: "అక్షాంశం",
    longitude: "రేఖాంశం",
    pickHint: "పిన్ పెట్టడానికి మ్యాప్‌పై క్లిక్ చేయండి, లేదా అక్షాంశం, రేఖాంశం టైప్ చేయండి.",
    noPoint: "ఇంకా స్థానం సెట్ చేయలేదు.",
    pointSet: (lat, lng) => `సెట్ చేసిన స్థానం: ${lat}, ${lng}`,
    useProposed: icu("te", "సూచించిన స్థానం వాడండి ({captures, plural, one {# నమోదు నుండి} other {# నమోదుల నుండి}})", "captures"),
    save: "స్థానం సేవ్ చేయండి",
    clear: "స్థానం తీసివేయండి",
    saved: "స్థానం సేవ్ అయింది.",
    cleared: "స్థానం తీసివేశారు.",
    homePin: (kid) => `${kid} ఇల్లు`,
    proposedPin: "సూచించిన స్థానం",
    mapOf: (title) => `మ్యాప్: ${title}`,
  },
};
