import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: driver create form, spec §2.12, §5.9. Placeholder until its issue replaces this file. */
export function CreateDriverSection() {
  return <PlaceholderSection title={messages.dashboards.sections.createDriver} />;
}
