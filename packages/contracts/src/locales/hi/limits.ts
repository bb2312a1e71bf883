import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { limits as en } from "../../messages/limits.js";

export const limits: Catalogue<typeof en> = {
  nulCharacter: "लिखे गए टेक्स्ट में NUL अक्षर (\\u0000) नहीं होना चाहिए। कृपया इसे हटाकर फिर से कोशिश करें।",
  unstorableCharacter: "टेक्स्ट में ऐसे अक्षर हैं जिन्हें सेव नहीं किया जा सकता। कृपया इसे दोबारा टाइप करके फिर से कोशिश करें।",
  loginWait: icu(
    "hi",
    "कई बार गलत पासवर्ड डाला गया है। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} रुककर फिर से कोशिश करें।",
    "seconds",
  ),
  captureLimit: icu(
    "hi",
    "एक मिनट में ज़्यादा से ज़्यादा {perMinute} एंट्री सेव हो सकती हैं। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} रुककर फिर से कोशिश करें।",
    "perMinute",
    "seconds",
  ),
};
