import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Caretaker: own profile and routes, spec §2.16. Placeholder until its issue replaces this file. */
export function CaretakerProfileSection() {
  return <PlaceholderSection title={messages.dashboards.sections.caretakerProfile} />;
}
