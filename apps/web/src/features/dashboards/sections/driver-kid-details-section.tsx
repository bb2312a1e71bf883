import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Driver: kids on the driver's route, spec §2.15. Placeholder until its issue replaces this file. */
export function DriverKidDetailsSection() {
  return <PlaceholderSection title={messages.dashboards.sections.driverKidDetails} />;
}
