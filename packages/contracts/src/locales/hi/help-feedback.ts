import { HELP_FEEDBACK_LIMITS } from "../../constants.js";
import type { Catalogue } from "../../i18n/catalogue.js";
import type { helpFeedback as en } from "../../messages/help-feedback.js";

export const helpFeedback: Catalogue<typeof en> = {
  help: {
    title: "मदद के अनुरोध",
    formTitle: "मदद माँगें",
    kidLabel: "बच्चा",
    reasonLabel: "कारण",
    reasonPlaceholder: "बताएँ कि आपको किस बात में मदद चाहिए",
    submit: "भेजें",
    columns: {
      serialNo: "क्र.सं.",
      kidName: "बच्चे का नाम",
      reason: "कारण",
      fatherMobile: "पिता का मोबाइल",
      motherMobile: "माता का मोबाइल",
      createdAt: "अनुरोध की तारीख",
    },
    kidRequired: "कृपया बच्चा चुनें।",
    reasonRequired: "कारण ज़रूरी है।",
    reasonTooLong: `कारण ज़्यादा से ज़्यादा ${HELP_FEEDBACK_LIMITS.reasonMax} अक्षरों का होना चाहिए।`,
    created: "आपका मदद का अनुरोध भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।",
    failed: "मदद का अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    fetchFailed: "मदद के अनुरोध लोड नहीं हुए।",
    sending: "भेजा जा रहा है...",
    intro: (kidName) => `बताएँ कि ${kidName} के लिए आपको किस बात में मदद चाहिए।`,
    noKid: "आपके अकाउंट से अभी कोई बच्चा नहीं जुड़ा है।",
  },
  feedback: {
    title: "फ़ीडबैक",
    formTitle: "फ़ीडबैक भेजें",
    feedbackLabel: "फ़ीडबैक",
    feedbackPlaceholder: "बताएँ कि हमारी सेवा कैसी है",
    submit: "भेजें",
    columns: {
      serialNo: "क्र.सं.",
      name: "नाम",
      mobileNo: "मोबाइल नंबर",
      feedback: "फ़ीडबैक",
      createdAt: "तारीख",
    },
    feedbackRequired: "फ़ीडबैक ज़रूरी है।",
    feedbackTooLong: `फ़ीडबैक ज़्यादा से ज़्यादा ${HELP_FEEDBACK_LIMITS.feedbackMax} अक्षरों का होना चाहिए।`,
    created: "आपके फ़ीडबैक के लिए धन्यवाद।",
    failed: "फ़ीडबैक नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    fetchFailed: "फ़ीडबैक लोड नहीं हुआ।",
    sending: "भेजा जा रहा है...",
  },
  empty: "कोई जानकारी नहीं है",
};
