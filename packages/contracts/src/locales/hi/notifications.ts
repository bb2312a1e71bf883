import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { notifications as en } from "../../messages/notifications.js";

/** The leg as a noun ("घर से पिकअप"); the sentences add "किया" / "हो गया" around it. */
const legNames = {
  homePickup: "घर से पिकअप",
  instituteDrop: "स्कूल/संस्थान पर ड्रॉप",
  institutePickup: "स्कूल/संस्थान से पिकअप",
  homeDrop: "घर पर ड्रॉप",
} as const;

const legName = (leg: string) => (legNames as Record<string, string>)[leg] ?? leg;

const onRoute = (route: string | null) => (route ? ` (रूट: ${route})` : "");

export const notifications: Catalogue<typeof en> = {
  text: {
    /** "Arjun का घर से पिकअप 07:41 बजे Kamala ने किया (रूट: Brodipet Morning)" */
    captured: (v) => `${v.kid} का ${legName(v.leg)} ${v.time} बजे ${v.by} ने किया${onRoute(v.route)}`,
    absent: (v) =>
      `${v.time} बजे ${legName(v.leg)} के समय ${v.kid} स्टॉप पर मौजूद नहीं थे, ${v.by} ने दर्ज किया${onRoute(v.route)}`,
    capturedTitle: (kid, leg) => `${kid}: ${legName(leg)} हो गया`,
    absentTitle: (kid) => `${kid}: स्टॉप पर मौजूद नहीं`,
    openLink: (url) => `फ़ोटो के साथ पूरा दिन देखें: ${url}`,
    emailFooter:
      "यह संदेश आपको इसलिए मिला है क्योंकि आपने Guntur Kids Ride में ईमेल से नोटिफ़िकेशन चुने हैं। इन्हें बदलने के लिए अपने डैशबोर्ड पर नोटिफ़िकेशन में जाएँ।",
  },
  settings: {
    title: "नोटिफ़िकेशन",
    intro: "चुनें कि आपके बच्चे के पिकअप या ड्रॉप की खबर हम आपको कैसे दें।",
    channels: {
      push: "इस फ़ोन पर नोटिफ़िकेशन",
      email: "ईमेल",
      whatsapp: "WhatsApp मैसेज",
      sms: "SMS मैसेज",
    },
    descriptions: {
      push: "हर उस फ़ोन पर नोटिफ़िकेशन, जिस पर आपने इन्हें चालू किया है।",
      email: "आपके ईमेल पते पर एक संदेश।",
      whatsapp: "आपके मोबाइल नंबर पर एक WhatsApp मैसेज।",
      sms: "आपके मोबाइल नंबर पर एक SMS मैसेज।",
    },
    unavailable: {
      notConfigured: "यह सुविधा अभी शुरू नहीं हुई है।",
      noEmail: "आपके अकाउंट में कोई ईमेल पता नहीं है।",
      noMobile: "आपके अकाउंट में कोई मोबाइल नंबर नहीं है।",
      noPhone: "पहले इस फ़ोन पर नोटिफ़िकेशन चालू करें।",
    },
    save: "सेव करें",
    saved: "आपकी नोटिफ़िकेशन सेटिंग सेव हो गई है।",
    saveFailed: "आपकी नोटिफ़िकेशन सेटिंग सेव नहीं हो पाई।",
    loadFailed: "आपकी नोटिफ़िकेशन सेटिंग लोड नहीं हो पाई।",
    defaultsNote:
      "आपने अभी तक इन्हें नहीं बदला है: जिन फ़ोन पर आपने नोटिफ़िकेशन चालू किए हैं वहाँ नोटिफ़िकेशन भेजते हैं, नहीं तो ईमेल।",
    phoneSubscribed: "इस फ़ोन पर नोटिफ़िकेशन चालू हैं।",
    phoneCount: icu("hi", "{n, plural, one {# फ़ोन पर नोटिफ़िकेशन आते हैं।} other {# फ़ोनों पर नोटिफ़िकेशन आते हैं।}}", "n"),
    enablePhone: "इस फ़ोन पर चालू करें",
    disablePhone: "इस फ़ोन पर बंद करें",
    pushUnsupported: "यह ब्राउज़र नोटिफ़िकेशन नहीं दिखा सकता। ऐप इंस्टॉल करें या Chrome इस्तेमाल करें।",
    pushDenied: "इस साइट के लिए नोटिफ़िकेशन बंद (ब्लॉक) हैं। ब्राउज़र की साइट सेटिंग में इन्हें अनुमति दें।",
    pushFailed: "इस फ़ोन पर नोटिफ़िकेशन चालू नहीं हो पाए। कृपया फिर से कोशिश करें।",
    promptTitle: "बच्चे का पिकअप होते ही तुरंत जानें",
    promptText: "हर पिकअप और ड्रॉप की खबर पाने के लिए नोटिफ़िकेशन चालू करें।",
    promptAccept: "चालू करें",
    promptDismiss: "अभी नहीं",
  },
  deliveries: {
    title: "अभिभावकों को भेजे गए नोटिफ़िकेशन",
    empty: "इस दिन के लिए कोई नोटिफ़िकेशन नहीं है।",
    loadFailed: "नोटिफ़िकेशन लोड नहीं हो पाए।",
    columns: {
      event: "घटना",
      recipient: "अभिभावक",
      channel: "माध्यम",
      status: "स्थिति",
      attempts: "कोशिशें",
      when: "अपडेट",
      reason: "कारण",
    },
    status: { queued: "कतार में", sending: "भेजा जा रहा है", sent: "भेज दिया", failed: "नहीं भेजा जा सका" },
    events: { captured: "दर्ज हुआ", absent: "स्टॉप पर मौजूद नहीं", approaching: "वैन पास है", late: "वैन देर से" },
    legs: legNames,
  },
  server: {
    channelUnavailable: (channel) => `इस अकाउंट के लिए ${channel} से नोटिफ़िकेशन उपलब्ध नहीं हैं।`,
    notAParent: "नोटिफ़िकेशन सिर्फ़ अभिभावकों को मिलते हैं।",
    pushEndpointRefused: "यह पुश सेवा स्वीकार नहीं की जाती।",
    pushEndpointTaken:
      "इस फ़ोन पर पहले से किसी दूसरे अकाउंट के नोटिफ़िकेशन आते हैं। इस अकाउंट के लिए पाने हों, तो पहले इस फ़ोन पर उस अकाउंट से लॉगिन करके वहाँ नोटिफ़िकेशन बंद करें।",
    subscriptionInvalid: "कृपया सही पुश सब्सक्रिप्शन भेजें।",
    settingsInvalid: "कृपया हर माध्यम के लिए चालू या बंद चुनें।",
    reasons: {
      interrupted: "रीस्टार्ट की वजह से भेजना बीच में रुक गया; दोहरा संदेश न जाए, इसलिए दोबारा नहीं भेजा गया।",
      noSubscriptions: "अभिभावक के किसी फ़ोन पर नोटिफ़िकेशन चालू नहीं हैं।",
      noContact: "इस माध्यम के लिए अभिभावक का कोई पता/नंबर नहीं है।",
      notConfigured: "सर्वर पर यह माध्यम सेट नहीं किया गया है।",
      gone: "फ़ोन का सब्सक्रिप्शन खत्म हो गया है।",
    },
  },
};
