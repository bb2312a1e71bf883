import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { notifications as en, NotificationLeg } from "../../messages/notifications.js";

/** What happened, as the end of a sentence: "Arjun ని 07:41 కి Kamala ఇంటి దగ్గర పికప్ చేశారు". */
const done: Record<NotificationLeg, string> = {
  homePickup: "ఇంటి దగ్గర పికప్ చేశారు",
  instituteDrop: "స్కూల్/సంస్థ దగ్గర డ్రాప్ చేశారు",
  institutePickup: "స్కూల్/సంస్థ దగ్గర పికప్ చేశారు",
  homeDrop: "ఇంటి దగ్గర డ్రాప్ చేశారు",
};

/** The notification title: "Arjun: ఇంటి దగ్గర పికప్ అయ్యారు". */
const titles: Record<NotificationLeg, string> = {
  homePickup: "ఇంటి దగ్గర పికప్ అయ్యారు",
  instituteDrop: "స్కూల్/సంస్థ దగ్గర డ్రాప్ అయ్యారు",
  institutePickup: "స్కూల్/సంస్థ దగ్గర పికప్ అయ్యారు",
  homeDrop: "ఇంటి దగ్గర డ్రాప్ అయ్యారు",
};

const legNames = {
  homePickup: "ఇంటి దగ్గర పికప్",
  instituteDrop: "స్కూల్/సంస్థ దగ్గర డ్రాప్",
  institutePickup: "స్కూల్/సంస్థ దగ్గర పికప్",
  homeDrop: "ఇంటి దగ్గర డ్రాప్",
} as const;

const onRoute = (route: string | null) => (route ? ` (రూట్: ${route})` : "");

export const notifications: Catalogue<typeof en> = {
  text: {
    captured: (v) => `${v.kid} ని ${v.time} కి ${v.by} ${done[v.leg]}${onRoute(v.route)}`,
    absent: (v) => `${v.time} కి ${legNames[v.leg]} సమయంలో ${v.kid} స్టాప్ దగ్గర లేరు, ${v.by} నమోదు చేశారు${onRoute(v.route)}`,
    capturedTitle: (kid, leg) => `${kid}: ${titles[leg]}`,
    absentTitle: (kid) => `${kid}: స్టాప్ దగ్గర లేరు`,
    openLink: (url) => `ఫోటోతో సహా ఆ రోజు వివరాలు చూడండి: ${url}`,
    emailFooter:
      "మీరు Guntur Kids Ride లో ఈమెయిల్ నోటిఫికేషన్లు ఎంచుకున్నారు కాబట్టి ఈ మెసేజ్ వచ్చింది. మీ డాష్‌బోర్డ్‌లో నోటిఫికేషన్లు దగ్గర వాటిని మార్చుకోవచ్చు.",
  },
  settings: {
    title: "నోటిఫికేషన్లు",
    intro: "మీ పిల్లలను పికప్ లేదా డ్రాప్ చేసినప్పుడు మీకు ఎలా తెలియజేయాలో ఎంచుకోండి.",
    channels: {
      push: "ఈ ఫోన్‌లో నోటిఫికేషన్లు",
      email: "ఈమెయిల్",
      whatsapp: "WhatsApp మెసేజ్",
      sms: "SMS మెసేజ్",
    },
    descriptions: {
      push: "మీరు నోటిఫికేషన్లు ఆన్ చేసిన ప్రతి ఫోన్‌కి ఒక నోటిఫికేషన్.",
      email: "మీ ఈమెయిల్ చిరునామాకి ఒక మెసేజ్.",
      whatsapp: "మీ మొబైల్ నంబర్‌కి ఒక WhatsApp మెసేజ్.",
      sms: "మీ మొబైల్ నంబర్‌కి ఒక SMS మెసేజ్.",
    },
    unavailable: {
      notConfigured: "ఈ సేవ ఇంకా అందుబాటులో లేదు.",
      noEmail: "మీ అకౌంట్‌లో ఈమెయిల్ చిరునామా లేదు.",
      noMobile: "మీ అకౌంట్‌లో మొబైల్ నంబర్ లేదు.",
      noPhone: "ముందుగా ఈ ఫోన్‌లో నోటిఫికేషన్లు ఆన్ చేయండి.",
    },
    save: "సేవ్ చేయండి",
    saved: "మీ నోటిఫికేషన్ సెట్టింగ్స్ సేవ్ అయ్యాయి.",
    saveFailed: "మీ నోటిఫికేషన్ సెట్టింగ్స్ సేవ్ కాలేదు.",
    loadFailed: "మీ నోటిఫికేషన్ సెట్టింగ్స్ లోడ్ కాలేదు.",
    defaultsNote:
      "మీరు వీటిని ఇంకా మార్చలేదు: మీరు నోటిఫికేషన్లు ఆన్ చేసిన ఫోన్‌కి నోటిఫికేషన్ పంపుతాం, లేకపోతే ఈమెయిల్ పంపుతాం.",
    phoneSubscribed: "ఈ ఫోన్‌లో నోటిఫికేషన్లు ఆన్‌లో ఉన్నాయి.",
    phoneCount: icu("te", "{n, plural, one {# ఫోన్‌కి నోటిఫికేషన్లు వస్తాయి.} other {# ఫోన్లకి నోటిఫికేషన్లు వస్తాయి.}}", "n"),
    enablePhone: "ఈ ఫోన్‌లో ఆన్ చేయండి",
    disablePhone: "ఈ ఫోన్‌లో ఆఫ్ చేయండి",
    pushUnsupported: "ఈ బ్రౌజర్‌లో నోటిఫికేషన్లు రావు. యాప్ ఇన్‌స్టాల్ చేయండి లేదా Chrome వాడండి.",
    pushDenied: "ఈ సైట్‌కి నోటిఫికేషన్లు బ్లాక్ అయ్యాయి. బ్రౌజర్ సైట్ సెట్టింగ్స్‌లో అనుమతి ఇవ్వండి.",
    pushFailed: "ఈ ఫోన్‌లో నోటిఫికేషన్లు ఆన్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.",
    promptTitle: "మీ పిల్లలను పికప్ చేసిన వెంటనే తెలుసుకోండి",
    promptText: "ప్రతి పికప్, డ్రాప్ గురించి మీకు తెలియాలంటే నోటిఫికేషన్లు ఆన్ చేయండి.",
    promptAccept: "ఆన్ చేయండి",
    promptDismiss: "ఇప్పుడు వద్దు",
  },
  deliveries: {
    title: "తల్లిదండ్రులకు పంపిన నోటిఫికేషన్లు",
    empty: "ఈ రోజుకి నోటిఫికేషన్లు ఏవీ లేవు.",
    loadFailed: "నోటిఫికేషన్లు లోడ్ కాలేదు.",
    columns: {
      event: "ఏం జరిగింది",
      recipient: "తల్లిదండ్రులు",
      channel: "ఎలా పంపాం",
      status: "స్థితి",
      attempts: "ప్రయత్నాలు",
      when: "అప్‌డేట్ అయిన సమయం",
      reason: "కారణం",
    },
    status: { queued: "వరుసలో ఉంది", sending: "పంపుతున్నాం", sent: "పంపాం", failed: "పంపలేకపోయాం" },
    events: { captured: "నమోదైంది", absent: "స్టాప్ దగ్గర లేరు", approaching: "వ్యాన్ దగ్గరలో", late: "వ్యాన్ ఆలస్యం" },
    legs: legNames,
  },
  server: {
    channelUnavailable: (channel) => `ఈ అకౌంట్‌కి ${channel} నోటిఫికేషన్లు అందుబాటులో లేవు.`,
    notAParent: "నోటిఫికేషన్లు తల్లిదండ్రులకు మాత్రమే వస్తాయి.",
    pushEndpointRefused: "ఈ పుష్ సర్వీస్‌ని మేము అంగీకరించము.",
    pushEndpointTaken:
      "ఈ ఫోన్‌కి ఇప్పటికే మరో అకౌంట్ నోటిఫికేషన్లు వస్తున్నాయి. ఈ అకౌంట్‌కి రావాలంటే, ముందు ఈ ఫోన్‌లో ఆ అకౌంట్‌తో లాగిన్ అయి అక్కడ నోటిఫికేషన్లు ఆఫ్ చేయండి.",
    subscriptionInvalid: "దయచేసి సరైన పుష్ సబ్‌స్క్రిప్షన్ పంపండి.",
    settingsInvalid: "దయచేసి ప్రతి ఛానల్‌కి ఆన్ లేదా ఆఫ్ ఎంచుకోండి.",
    reasons: {
      interrupted: "రీస్టార్ట్ వల్ల పంపడం మధ్యలో ఆగిపోయింది; అదే మెసేజ్ రెండుసార్లు వెళ్ళకుండా మళ్ళీ పంపలేదు.",
      noSubscriptions: "తల్లిదండ్రుల ఏ ఫోన్‌లోనూ నోటిఫికేషన్లు ఆన్ చేయలేదు.",
      noContact: "ఈ ఛానల్ కోసం తల్లిదండ్రుల ఈమెయిల్/నంబర్ లేదు.",
      notConfigured: "సర్వర్‌లో ఈ ఛానల్ సెట్ చేయలేదు.",
      gone: "ఫోన్ సబ్‌స్క్రిప్షన్ గడువు ముగిసింది.",
    },
  },
};
