import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: driver list, spec §2.12. Placeholder until its issue replaces this file. */
export function DriverListSection() {
  return <PlaceholderSection title={messages.dashboards.sections.driverList} />;
}
