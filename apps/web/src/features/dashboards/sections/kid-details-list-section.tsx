import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: Kid Details table, spec §2.8. Placeholder until its issue replaces this file. */
export function KidDetailsListSection() {
  return <PlaceholderSection title={messages.dashboards.sections.kidDetailsList} />;
}
