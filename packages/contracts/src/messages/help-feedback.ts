/**
 * Help requests and feedback: spec §2.13, §3.9, §3.10, §7 (help/all, feedback/all), §8 Lists;
 * decisions.md §3 (parents create them from their dashboard through new calls). Spec texts are kept
 * to the letter; the others are the rebuild's own (docs/decisions/0042).
 */
import { HELP_FEEDBACK_LIMITS } from "../constants.js";

const help = {
  /** Spec §2.13 admin table title. */
  title: "Helps Details",
  /** Parent dashboard form. */
  formTitle: "Ask for Help",
  kidLabel: "Kid",
  reasonLabel: "Reason",
  reasonPlaceholder: "Tell us what you need help with",
  submit: "Send",
  columns: {
    serialNo: "S.No.",
    kidName: "Kid Name",
    reason: "Reason",
    fatherMobile: "Father Mobile",
    motherMobile: "Mother Mobile",
    createdAt: "Raised On",
  },
  kidRequired: "Please choose a kid.",
  reasonRequired: "Reason is required.",
  reasonTooLong: `Reason must be at most ${HELP_FEEDBACK_LIMITS.reasonMax} characters.`,
  created: "Your help request has been sent. We will contact you soon.",
  failed: "Failed to send the help request. Please try again.",
  fetchFailed: "Failed to load help requests.",
  sending: "Sending...",
  intro: (kidName: string) => `Tell us what you need help with for ${kidName}.`,
  noKid: "No kid is linked to your account yet.",
} as const;

const feedback = {
  /** Spec §2.13 admin table title. */
  title: "Feedback Details",
  formTitle: "Send Feedback",
  feedbackLabel: "Feedback",
  feedbackPlaceholder: "Tell us how we are doing",
  submit: "Send",
  columns: {
    serialNo: "S.No.",
    name: "Name",
    mobileNo: "Mobile No",
    feedback: "Feedback",
    createdAt: "Date",
  },
  feedbackRequired: "Feedback is required.",
  feedbackTooLong: `Feedback must be at most ${HELP_FEEDBACK_LIMITS.feedbackMax} characters.`,
  created: "Thank you for your feedback.",
  failed: "Failed to send feedback. Please try again.",
  fetchFailed: "Failed to load feedback.",
  sending: "Sending...",
} as const;

export const helpFeedback = {
  help,
  feedback,
  /** Spec §2.13, §8 Lists: both tables' empty state. */
  empty: "No Data Available",
} as const;
