import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { positionSharing as en } from "../../messages/position-sharing.js";

export const positionSharing: Catalogue<typeof en> = {
  sharing: "वैन की लोकेशन भेजी जा रही है",
  sharingHint: "ट्रिप के दौरान यह पेज खुला रखें: अभिभावक वैन को देख पाएंगे।",
  locating: "वैन की लोकेशन ढूंढी जा रही है…",
  denied: "लोकेशन बंद है: इसे चालू करें ताकि अभिभावक वैन देख सकें",
  deniedHint: "ब्राउज़र की सेटिंग में इस साइट के लिए लोकेशन की अनुमति दें, फिर पेज दोबारा लोड करें।",
  unavailable: "यह फ़ोन वैन की लोकेशन नहीं भेज सकता।",
  paused: "वैन की लोकेशन भेजना रोका गया है।",
  pause: "भेजना रोकें",
  resume: "लोकेशन फिर से भेजें",
  waiting: icu("hi", "{n, plural, one {# लोकेशन भेजनी बाकी है} other {# लोकेशन भेजनी बाकी हैं}}", "n"),
  startRun: "ट्रिप शुरू करें",
  startRunOf: (route) => `ट्रिप शुरू करें: रूट ${route}`,
  starting: "ट्रिप शुरू की जा रही है…",
  started: "ट्रिप शुरू हो गई: अभिभावक वैन देख सकते हैं।",
  startFailed: "ट्रिप शुरू नहीं हो सकी। सिग्नल देखें और फिर से कोशिश करें।",
};
