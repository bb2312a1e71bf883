import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { liveScreens as en } from "../../messages/live-screens.js";

export const liveScreens: Catalogue<typeof en> = {
  parent: {
    title: (kidName) => `वैन कहाँ है? (${kidName})`,
    mapLabel: (kidName) => `नक्शा: वैन और ${kidName} का स्टॉप`,
    vanMarker: "वैन",
    stopMarker: "आपका स्टॉप",
    eta: (min, max) => (min === max ? `लगभग ${min} मिनट` : `${min}–${max} मिनट`),
    etaLabel: "आपके स्टॉप तक पहुँचने में",
    etaUnknown: "आपके स्टॉप तक का समय अभी पता नहीं",
    stopsBefore: icu("hi", "{n, plural, =0 {अगला स्टॉप आपका है} one {आपसे पहले # स्टॉप} other {आपसे पहले # स्टॉप}}", "n"),
    noPosition: "ट्रिप शुरू हो गई है। वैन कहाँ है, यह जल्द ही यहाँ दिखेगा।",
    lastSeen: (ago) => `आख़िरी बार ${ago} पहले दिखी`,
    updatedAt: (time) => `${time} की जगह`,
  },
  ago: {
    seconds: (n) => `${n} सेकंड`,
    minutes: (n) => `${n} मिनट`,
    hours: (n) => `${n} घंटे`,
  },
  board: {
    title: "वैन",
    intro: "आज की ट्रिप पर हर वैन: आख़िरी बार कहाँ दिखी और कैसी चल रही है।",
    tableLabel: "आज की ट्रिप पर चल रही वैन",
    mapLabel: "सभी वैन का नक्शा",
    empty: "अभी कोई वैन ट्रिप पर नहीं है।",
    fetchFailed: "वैन की जानकारी लोड नहीं हो सकी। कृपया फिर कोशिश करें।",
    columns: {
      route: "रूट",
      run: "ट्रिप",
      vehicle: "गाड़ी",
      caretaker: "केयरटेकर",
      lastSeen: "आख़िरी बार दिखी",
      battery: "बैटरी",
      nextStop: "अगला स्टॉप",
      behind: "देर / जल्दी",
    },
    runs: { morning: "सुबह", afternoon: "दोपहर" },
    noVehicle: "कोई गाड़ी नहीं",
    ago: (ago) => `${ago} पहले`,
    noPosition: "अभी तक कोई जगह नहीं मिली",
    justNow: "अभी-अभी",
    stale: "अपडेट नहीं हो रही",
    noStop: "—",
    unknown: "—",
    battery: (percent) => `${percent}%`,
    late: (n) => `${n} मिनट देर से`,
    early: (n) => `${n} मिनट पहले`,
    onTime: "समय पर",
    notOn: "ट्रिप पर नहीं",
  },
  stream: {
    polling: "लाइव अपडेट रुके हैं: हर 15 सेकंड में रिफ़्रेश हो रहा है।",
  },
};
