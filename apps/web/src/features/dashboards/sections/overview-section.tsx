import { messages } from "@app/contracts";
import { NativeSelect, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { DriversTable } from "../../drivers/drivers-table";
import { KidsTable } from "../../kids/kids-table";

const t = messages.dashboards.overview;
const sections = messages.dashboards.sections;
const OPTIONS = [
  { value: "kids", label: t.kidsProfile },
  { value: "drivers", label: t.driverProfile },
] as const;
type Choice = (typeof OPTIONS)[number]["value"];

/**
 * Admin overview (spec §2.7): a dropdown to pick Kids Profile or Driver Profile, showing the kid
 * table or the driver table below it (with their view and edit modals).
 */
export function OverviewSection() {
  const [choice, setChoice] = useState<Choice>("kids");
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <NativeSelect
        label={t.pickLabel}
        data={OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value as Choice)}
        maw={320}
      />
      <Stack gap="sm">
        <Title order={3} size="h4">
          {choice === "kids" ? sections.kidsProfile : sections.drivers}
        </Title>
        {choice === "kids" ? <KidsTable /> : <DriversTable />}
      </Stack>
    </Stack>
  );
}
