import { messages } from "@app/contracts";
import { Button, Group, Modal } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { rememberCaptureTrigger } from "./capture-focus";

const t = messages.attendance.confirm;

export interface ConfirmKidDialogProps {
  opened: boolean;
  kidName: string;
  /** "Yes": the kid-details screen then opens the Capture Details dialog. */
  onConfirm: () => void;
  /** "No", Escape or the close button. */
  onCancel: () => void;
}

/** Spec §2.16: "Do you want to proceed with {kid name}?" with No and Yes, before Capture Details. */
export function ConfirmKidDialog({ opened, kidName, onConfirm, onCancel }: ConfirmKidDialogProps) {
  // "Yes" passes the focus on to the capture dialog (capture-focus.ts); "No" hands it back here.
  const [confirmed, setConfirmed] = useState(false);
  const trigger = useRef<Element | null>(null);
  useEffect(() => {
    if (!opened) return;
    trigger.current = document.activeElement;
    setConfirmed(false);
  }, [opened]);
  const confirm = () => {
    rememberCaptureTrigger(trigger.current);
    setConfirmed(true);
    onConfirm();
  };
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      returnFocus={!confirmed}
      title={t.question(kidName)}
      centered
      size="sm"
      closeButtonProps={{ "aria-label": messages.staff.ui.closeDialog }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Group justify="flex-end" gap="sm" mt="sm">
        {/* Big targets: caretakers answer this in a moving van. */}
        <Button variant="default" size="md" miw={96} onClick={onCancel}>
          {t.no}
        </Button>
        <Button size="md" miw={96} onClick={confirm} data-autofocus>
          {t.yes}
        </Button>
      </Group>
    </Modal>
  );
}
