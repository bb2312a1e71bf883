import { messages } from "@app/contracts";
import { PlaceholderSection } from "../placeholder-section";

/** Parent: the active kid's profile, spec §2.17. Placeholder until its issue replaces this file. */
export function KidProfileSection() {
  return <PlaceholderSection title={messages.dashboards.sections.kidProfile} />;
}
