import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: create kid-route form plus route list, spec §2.14. Placeholder until its issue replaces this file. */
export function KidRoutesSection() {
  return <PlaceholderSection title={messages.dashboards.sections.kidRoutes} />;
}
