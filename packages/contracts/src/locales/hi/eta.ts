import type { Catalogue } from "../../i18n/catalogue.js";
import type { eta as en } from "../../messages/eta.js";

export const eta: Catalogue<typeof en> = {
  text: {
    approachingTitle: (kid) => `${kid}: वैन पास है`,
    approaching: (kid, minutes) => `वैन ${kid} के स्टॉप से लगभग ${minutes} मिनट दूर है।`,
    lateTitle: (kid) => `${kid}: वैन देर से चल रही है`,
    late: (kid, minutes) => `${kid} के स्टॉप के लिए वैन लगभग ${minutes} मिनट देर से चल रही है।`,
  },
  settings: {
    leadLabel: "वैन पास आने पर मुझे बताएँ",
    leadDescription: "वैन आपके बच्चे के स्टॉप पर पहुँचने से कितनी देर पहले। वैन 10 मिनट से ज़्यादा देर से चले तो भी बताएँगे।",
    leadOff: "बंद",
    leadMinutes: (n) => `${n} मिनट पहले`,
  },
  accuracy: {
    title: "पहुँचने के समय कितने सही हैं",
    intro: "पिछले 30 दिनों की नज़दीकी सूचनाएँ, रूट के अनुसार: माता-पिता को बताए गए समय के 3 मिनट के भीतर वैन कितनी बार पहुँची।",
    empty: "पिछले 30 दिनों में कोई नज़दीकी सूचना नहीं।",
    loadFailed: "पहुँचने के समय के आँकड़े लोड नहीं हो सके।",
    columns: { route: "रूट", alerts: "सूचनाएँ", arrived: "पहुँची", kept: "3 मिनट के भीतर", share: "प्रतिशत" },
    total: "सभी रूट",
    percent: (n) => `${n}%`,
    none: "—",
  },
  server: {
    leadInvalid: "कृपया 5, 10 या 15 मिनट, या बंद चुनें।",
  },
};
