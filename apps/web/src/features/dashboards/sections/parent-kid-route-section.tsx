import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Parent: the active kid's route details, spec §2.17. Placeholder until its issue replaces this file. */
export function ParentKidRouteSection() {
  return <PlaceholderSection title={messages.dashboards.sections.parentKidRoute} />;
}
