import { messages } from "@app/contracts";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { AttendanceLookupModal } from "./attendance-lookup";
import { AttendanceTable } from "./attendance-table";

const s = messages.attendance.screens;

/** /admin-dashboard/kidattendance (spec §2.11): "Get Kid Attendance By Date" plus the attendance table. */
export function KidAttendanceScreen() {
  const [lookingUp, setLookingUp] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {messages.dashboards.sections.kidAttendance}
        </Title>
        <Button onClick={() => setLookingUp(true)}>{s.getByDate}</Button>
      </Group>
      <AttendanceTable />
      <AttendanceLookupModal opened={lookingUp} onClose={() => setLookingUp(false)} />
    </Stack>
  );
}
