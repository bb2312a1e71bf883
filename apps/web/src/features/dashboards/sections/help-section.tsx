import { HelpsScreen } from "../../help-feedback/help-feedback-tables";

/** Admin: Helps Details table, spec §2.13. */
export function HelpSection() {
  return <HelpsScreen />;
}
