import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: route management, spec §2.10. Placeholder until its issue replaces this file. */
export function TransportSection() {
  return <PlaceholderSection title={messages.dashboards.sections.transport} />;
}
