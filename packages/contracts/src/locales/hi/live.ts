import type { Catalogue } from "../../i18n/catalogue.js";
import type { live as en } from "../../messages/live.js";

export const live: Catalogue<typeof en> = {
  errors: {
    assignmentNotFound: "यह ट्रिप मौजूद नहीं है।",
    notYourRun: "आप केवल वही ट्रिप शुरू कर सकती हैं जिसमें आप जाती हैं।",
    tooManyStreams: (max) => `इस लॉगिन पर बहुत सारी लाइव स्क्रीन खुली हैं (अधिकतम ${max})। एक बंद करके फिर कोशिश करें।`,
  },
};
