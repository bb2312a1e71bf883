import { formatDateIndia, messages, type KidAttendanceRecord } from "@app/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { ResponsiveModal, useContentReset } from "../../components/responsive-modal";
import { AttendanceEditForm } from "./attendance-edit-form";
import { AttendanceHistory } from "./attendance-history";
import { NotificationDeliveries } from "../notifications/notification-deliveries";
import { AttendanceLegs } from "./attendance-legs";

const s = messages.attendance.screens;

export type AttendanceModalMode = "view" | "edit";

/**
 * One attendance record in view mode (the four legs with photo, time, map link and capturer; an
 * Edit button switches to edit) or edit mode (time and location per captured leg, Save) — spec §4.
 */
export function AttendanceModal({
  record,
  mode,
  onModeChange,
  onClose,
}: {
  record: KidAttendanceRecord | null;
  mode: AttendanceModalMode;
  onModeChange: (mode: AttendanceModalMode) => void;
  onClose: () => void;
}) {
  const contentRef = useContentReset(mode);
  return (
    <ResponsiveModal
      opened={record !== null}
      onClose={onClose}
      title={mode === "edit" ? s.editTitle : s.viewTitle}
      closeOnClickOutside={mode === "view"}
    >
      <div ref={contentRef}>
        {record && (
          <Stack gap="md">
            <Text fw={600}>{s.lookupResult(record.kidName, formatDateIndia(record.date))}</Text>
            {mode === "edit" ? (
              <AttendanceEditForm key={record.uuid} record={record} onSaved={onClose} onCancel={onClose} />
            ) : (
              <>
                <AttendanceLegs record={record} />
                <AttendanceHistory history={record.history} kidName={record.kidName} />
                <NotificationDeliveries kidUuid={record.userProfileUuid} date={record.date} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="light" onClick={() => onModeChange("edit")}>
                    {s.edit}
                  </Button>
                  <Button variant="default" onClick={onClose}>
                    {s.close}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </div>
    </ResponsiveModal>
  );
}
