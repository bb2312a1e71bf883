import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: kid-route list only, spec §2.14. Placeholder until its issue replaces this file. */
export function GetKidRoutesSection() {
  return <PlaceholderSection title={messages.dashboards.sections.getKidRoutes} />;
}
