import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: Helps Details table, spec §2.13. Placeholder until its issue replaces this file. */
export function HelpSection() {
  return <PlaceholderSection title={messages.dashboards.sections.help} />;
}
