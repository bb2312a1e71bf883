import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Driver: own profile and route, spec §2.15. Placeholder until its issue replaces this file. */
export function DriverProfileSection() {
  return <PlaceholderSection title={messages.dashboards.sections.driverProfile} />;
}
