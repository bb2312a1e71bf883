import { messages } from "@app/contracts";
import { NativeSelect, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { DriversSection } from "./drivers-section";
import { KidsProfileSection } from "./kids-profile-section";

const t = messages.dashboards.overview;
const OPTIONS = [
  { value: "kids", label: t.kidsProfile },
  { value: "drivers", label: t.driverProfile },
] as const;
type Choice = (typeof OPTIONS)[number]["value"];

/** Admin overview (spec §2.7): a dropdown to pick the Kids Profile or the Driver Profile screen. */
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
      {choice === "kids" ? <KidsProfileSection /> : <DriversSection />}
    </Stack>
  );
}
