import type { Catalogue } from "../../i18n/catalogue.js";
import type { tracker as en } from "../../messages/tracker.js";

export const tracker: Catalogue<typeof en> = {
  unknownTracker: "यह ट्रैकर आईडी किसी वाहन की नहीं है। वाहन का QR कोड फिर से स्कैन करें, या वाहन की नई ट्रैकर आईडी के लिए ऑफ़िस से पूछें।",
  missingId: "ट्रैकर आईडी नहीं है (इसे id या device_id के रूप में भेजें)।",
  missingPosition: "इस लोकेशन में अक्षांश (latitude) या देशांतर (longitude) नहीं है।",
  badLatitude: "अक्षांश (latitude) -90 और 90 के बीच की संख्या होना चाहिए।",
  badLongitude: "देशांतर (longitude) -180 और 180 के बीच की संख्या होना चाहिए।",
  badTimestamp: "लोकेशन का समय सही नहीं है (Unix सेकंड, मिलीसेकंड या ISO तारीख और समय भेजें)।",
  badNumber: (field) => `${field} एक संख्या होना चाहिए।`,
  badBody: "यह ऐसी लोकेशन नहीं है जिसे यह सर्वर समझता है (OsmAnd पैरामीटर, Traccar Client JSON या Traccar forward JSON भेजें)।",
  tooManyPositions: (max) => `एक बार में ज़्यादा से ज़्यादा ${max} लोकेशन भेजें।`,
  noPositions: "कम से कम एक लोकेशन भेजें।",
  badAt: "हर लोकेशन के साथ वह समय होना चाहिए जब वह ली गई थी (ISO तारीख और समय)।",
  notYourAssignment: "ये लोकेशन ऐसी ट्रिप की हैं जिस पर आप नहीं जातीं। सिर्फ़ उस ट्रिप की केयरटेकर ही इन्हें भेज सकती है।",
};
