import { HELP_FEEDBACK_LIMITS } from "../../constants.js";
import type { Catalogue } from "../../i18n/catalogue.js";
import type { helpFeedback as en } from "../../messages/help-feedback.js";

export const helpFeedback: Catalogue<typeof en> = {
  help: {
    title: "సహాయ అభ్యర్థనలు",
    formTitle: "సహాయం అడగండి",
    kidLabel: "పిల్లలు",
    reasonLabel: "కారణం",
    reasonPlaceholder: "మీకు ఏ సహాయం కావాలో చెప్పండి",
    submit: "పంపండి",
    columns: {
      serialNo: "క్ర.సం.",
      kidName: "పిల్లల పేరు",
      reason: "కారణం",
      fatherMobile: "తండ్రి మొబైల్",
      motherMobile: "తల్లి మొబైల్",
      createdAt: "అడిగిన తేదీ",
    },
    kidRequired: "దయచేసి పిల్లలను ఎంచుకోండి.",
    reasonRequired: "కారణం తప్పనిసరి.",
    reasonTooLong: `కారణం గరిష్టంగా ${HELP_FEEDBACK_LIMITS.reasonMax} అక్షరాలు ఉండాలి.`,
    created: "మీ సహాయ అభ్యర్థన అందింది. త్వరలో మిమ్మల్ని సంప్రదిస్తాం.",
    failed: "సహాయ అభ్యర్థన పంపలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి.",
    fetchFailed: "సహాయ అభ్యర్థనలు లోడ్ కాలేదు.",
    sending: "పంపుతున్నాం...",
    intro: (kidName) => `${kidName} కోసం మీకు ఏ సహాయం కావాలో చెప్పండి.`,
    noKid: "మీ అకౌంట్‌కి ఇంకా ఏ పిల్లలూ లింక్ కాలేదు.",
  },
  feedback: {
    title: "అభిప్రాయాలు",
    formTitle: "అభిప్రాయం పంపండి",
    feedbackLabel: "అభిప్రాయం",
    feedbackPlaceholder: "మా సేవ ఎలా ఉందో చెప్పండి",
    submit: "పంపండి",
    columns: {
      serialNo: "క్ర.సం.",
      name: "పేరు",
      mobileNo: "మొబైల్ నంబర్",
      feedback: "అభిప్రాయం",
      createdAt: "తేదీ",
    },
    feedbackRequired: "అభిప్రాయం తప్పనిసరి.",
    feedbackTooLong: `అభిప్రాయం గరిష్టంగా ${HELP_FEEDBACK_LIMITS.feedbackMax} అక్షరాలు ఉండాలి.`,
    created: "మీ అభిప్రాయానికి ధన్యవాదాలు.",
    failed: "అభిప్రాయం పంపలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి.",
    fetchFailed: "అభిప్రాయాలు లోడ్ కాలేదు.",
    sending: "పంపుతున్నాం...",
  },
  empty: "సమాచారం లేదు",
};
