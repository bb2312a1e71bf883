import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: Add New Driver button plus driver table, spec §2.12. Placeholder until its issue replaces this file. */
export function DriversSection() {
  return <PlaceholderSection title={messages.dashboards.sections.drivers} />;
}
