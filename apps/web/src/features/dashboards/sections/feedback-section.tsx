import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: Feedback Details table, spec §2.13. Placeholder until its issue replaces this file. */
export function FeedbackSection() {
  return <PlaceholderSection title={messages.dashboards.sections.feedback} />;
}
