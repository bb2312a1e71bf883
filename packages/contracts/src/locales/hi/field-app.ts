import type { Catalogue } from "../../i18n/catalogue.js";
import type { fieldApp as en } from "../../messages/field-app.js";

export const fieldApp: Catalogue<typeof en> = {
  offline: {
    showingFrom: (time) => `नेटवर्क नहीं है: ${time} बजे की जानकारी दिखाई जा रही है`,
    showingFromDay: (date, time) => `नेटवर्क नहीं है: ${date}, ${time} बजे की जानकारी दिखाई जा रही है`,
  },
  update: {
    ready: "ऐप का नया वर्ज़न तैयार है",
    reload: "फिर से लोड करें",
    afterCapture: "यह एंट्री पूरी होने के बाद इसे लोड किया जा सकेगा।",
  },
  runSheet: {
    title: "आज की रन शीट",
    dateLine: (date) => `${date} की रन शीट`,
    loading: "आज की रन शीट लोड हो रही है...",
    loadFailed: "रन शीट लोड नहीं हो पाई।",
    noRoutes: "आज आपको कोई रूट नहीं दिया गया है।",
    noRoutesHint: "ऑफ़िस से कहें कि आपको किसी रूट पर लगाएँ।",
    noKids: "इस रूट पर कोई बच्चा नहीं है।",
    routeHeading: (name) => `${name} रूट`,
    fromTo: (from, to) => `${from} → ${to}`,
    driver: (name) => `ड्राइवर: ${name}`,
    stop: (n) => `स्टॉप ${n}`,
    address: "घर",
    noAddress: "पता दर्ज नहीं है",
    photoAlt: (kidName) => `${kidName} की फ़ोटो`,
    call: (relation, name) => `${relation} ${name} को कॉल करें`,
    callShort: (relation) => `${relation} को कॉल करें`,
    relations: { father: "पिता", mother: "माता" },
    noParentPhone: "अभिभावक का फ़ोन नंबर दर्ज नहीं है",
    legsLabel: (kidName) => `${kidName} के आज के पिकअप और ड्रॉप`,
    states: {
      done: (time) => `${time} बजे हो गया`,
      doneBy: (time, by) => `${time} बजे ${by} ने किया`,
      waiting: (time) => `भेजना बाकी है (${time})`,
      notYet: "अभी नहीं हुआ",
    },
    record: "दर्ज करें",
    recordAgain: "फिर से दर्ज करें",
    recordLeg: (leg, kidName) => `${kidName} का ${leg} दर्ज करें`,
    recordLegAgain: (leg, kidName) => `${kidName} का ${leg} फिर से दर्ज करें`,
  },
  replace: {
    question: (leg, time, by) => `${leg} पहले ही ${time} बजे${by ? ` ${by} द्वारा` : ""} दर्ज हो चुका है। क्या इसे नई एंट्री से बदलना है?`,
    waitingQuestion: (leg, time) =>
      `${leg} इस फ़ोन पर ${time} बजे पहले ही दर्ज हो चुका है और भेजा जाना बाकी है। क्या इसे नई एंट्री से बदलना है?`,
    keptNote: "पहले वाली फ़ोटो, समय और जगह ऑफ़िस के लिए सँभालकर रखी जाती हैं।",
    keep: "नहीं, वही रखें",
    replace: "हाँ, बदलें",
    historyTitle: "बदली गई एंट्री",
    historyItem: (leg, time, by, replacedBy) =>
      `${leg} ${time} बजे, दर्ज करने वाले: ${by || "पता नहीं"}, बदलने वाले: ${replacedBy || "पता नहीं"}`,
    replacedAt: (when) => `${when} को बदली गई`,
  },
};
