import type { Catalogue } from "../../i18n/catalogue.js";
import { icu } from "../../i18n/icu.js";
import type { limits as en } from "../../messages/limits.js";

export const limits: Catalogue<typeof en> = {
  nulCharacter: "టెక్స్ట్‌లో NUL అక్షరం (\\u0000) ఉండకూడదు. దయచేసి దాన్ని తీసేసి మళ్ళీ ప్రయత్నించండి.",
  unstorableCharacter: "టెక్స్ట్‌లో సేవ్ చేయలేని అక్షరాలు ఉన్నాయి. దయచేసి దాన్ని మళ్ళీ టైప్ చేసి ప్రయత్నించండి.",
  loginWait: icu(
    "te",
    "తప్పు పాస్‌వర్డ్ చాలాసార్లు ఇచ్చారు. దయచేసి {seconds, plural, one {# సెకను} other {# సెకన్లు}} ఆగి మళ్ళీ ప్రయత్నించండి.",
    "seconds",
  ),
  captureLimit: icu(
    "te",
    "నిమిషానికి గరిష్టంగా {perMinute} నమోదులు మాత్రమే సేవ్ చేయవచ్చు. దయచేసి {seconds, plural, one {# సెకను} other {# సెకన్లు}} ఆగి మళ్ళీ ప్రయత్నించండి.",
    "perMinute",
    "seconds",
  ),
};
