import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Admin: kids profile (kid management), spec §2.8. Placeholder until its issue replaces this file. */
export function KidsProfileSection() {
  return <PlaceholderSection title={messages.dashboards.sections.kidsProfile} />;
}
