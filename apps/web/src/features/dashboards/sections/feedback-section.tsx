import { FeedbacksScreen } from "../../help-feedback/help-feedback-tables";

/** Admin: Feedback Details table, spec §2.13. */
export function FeedbackSection() {
  return <FeedbacksScreen />;
}
