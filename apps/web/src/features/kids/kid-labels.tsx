import { messages } from "@app/contracts";
import { Badge } from "@mantine/core";

// A kid's status, gender and age as the lists and cards show them: a module of their own so the
// caretaker's route page does not download the whole kid profile with them (docs/decisions/0180).
const k = messages.kids;

/** Spec §3.3: a kid's status is shown green when active and red otherwise. */
export function KidStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{messages.common.dash}</>;
  const label = (k.statusLabels as Record<string, string>)[status] ?? status;
  return (
    <Badge color={status === "active" ? "green" : "red"} variant="light" data-status={status}>
      {label}
    </Badge>
  );
}

export function genderLabel(gender: string | null | undefined): string {
  if (!gender) return "";
  return (k.genderLabels as Record<string, string>)[gender] ?? gender;
}

/** "7 years" from the server's age (derived from the date of birth). */
export function ageText(age: number | null | undefined): string {
  return typeof age === "number" && Number.isFinite(age) ? k.ui.ageYears(age) : "";
}
