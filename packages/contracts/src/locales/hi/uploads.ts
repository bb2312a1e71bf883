import type { Catalogue } from "../../i18n/catalogue.js";
import type { uploads as en } from "../../messages/uploads.js";

export const uploads: Catalogue<typeof en> = {
  onlyJpgPng: "केवल JPG और PNG फ़ाइलें स्वीकार हैं।",
  tooLarge: "हर फ़ोटो ज़्यादा से ज़्यादा 10 MB की होनी चाहिए।",
  tooManyPixels: "फ़ोटो बहुत बड़ी है। कृपया ज़्यादा से ज़्यादा 50 मेगापिक्सेल की फ़ोटो लगाएँ।",
  tooManyParts: "फ़ॉर्म में बहुत ज़्यादा फ़ील्ड या फ़ाइलें हैं।",
  unexpectedFile: (field) => `अनचाही फ़ाइल "${field}"।`,
  duplicateFile: (field) => `"${field}" के रूप में केवल एक फ़ाइल भेजी जा सकती है।`,
  notMultipart: "फ़ॉर्म multipart/form-data के रूप में भेजना होगा।",
  fileNotFound: "फ़ाइल नहीं मिली।",
};
