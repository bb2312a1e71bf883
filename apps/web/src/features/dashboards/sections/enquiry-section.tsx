import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: enquiry screen, spec §2.9. Placeholder until its issue replaces this file. */
export function EnquirySection() {
  return <PlaceholderSection title={messages.dashboards.sections.enquiry} />;
}
