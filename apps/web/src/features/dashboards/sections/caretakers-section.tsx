import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: caretaker create button plus table, spec §2.12. Placeholder until its issue replaces this file. */
export function CaretakersSection() {
  return <PlaceholderSection title={messages.dashboards.sections.caretakers} />;
}
