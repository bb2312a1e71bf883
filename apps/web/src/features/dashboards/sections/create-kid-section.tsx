import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: kid create form, spec §2.8, §5.6. Placeholder until its issue replaces this file. */
export function CreateKidSection() {
  return <PlaceholderSection title={messages.dashboards.sections.createKid} />;
}
