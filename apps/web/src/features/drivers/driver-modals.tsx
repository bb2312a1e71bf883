import { messages, type Driver } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { ResponsiveModal, useContentReset } from "../../components/responsive-modal";
import { DriverDetails } from "./driver-details";
import { DriverForm } from "./driver-form";

const d = messages.staff.drivers;
const ui = messages.staff.ui;

export type DriverModalMode = "view" | "edit";

/** "Add New Driver": the create form in a modal (full screen on phones). */
export function CreateDriverModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={d.createTitle} closeOnClickOutside={false}>
      {opened && <DriverForm onSaved={onClose} onCancel={onClose} />}
    </ResponsiveModal>
  );
}

/**
 * One driver in view mode (read-only, Close; an Edit button switches to edit) or edit mode (the
 * form, Save); saving refreshes the list and closes the modal (spec §4).
 */
export function DriverModal({
  driver,
  mode,
  onModeChange,
  onClose,
}: {
  driver: Driver | null;
  mode: DriverModalMode;
  onModeChange: (mode: DriverModalMode) => void;
  onClose: () => void;
}) {
  const contentRef = useContentReset(mode);
  return (
    <ResponsiveModal
      opened={driver !== null}
      onClose={onClose}
      title={mode === "edit" ? d.editTitle : d.viewTitle}
      closeOnClickOutside={mode === "view"}
    >
      <div ref={contentRef}>
        {driver &&
          (mode === "edit" ? (
            <DriverForm key={driver.uuid} driver={driver} onSaved={onClose} onCancel={onClose} />
          ) : (
            <Stack gap="lg">
              <DriverDetails driver={driver} />
              <Group justify="flex-end" gap="sm">
                <Button variant="light" onClick={() => onModeChange("edit")}>
                  {ui.edit}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {d.close}
                </Button>
              </Group>
            </Stack>
          ))}
      </div>
    </ResponsiveModal>
  );
}
