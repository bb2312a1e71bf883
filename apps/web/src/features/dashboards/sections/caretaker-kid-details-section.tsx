import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Caretaker: kid details and attendance capture, spec §2.16. Placeholder until its issue replaces this file. */
export function CaretakerKidDetailsSection() {
  return <PlaceholderSection title={messages.dashboards.sections.caretakerKidDetails} />;
}
