import { messages, type Caretaker } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { ResponsiveModal, useContentReset } from "../../components/responsive-modal";
import { CaretakerDetails } from "./caretaker-details";
import { CaretakerForm } from "./caretaker-form";

const c = messages.staff.caretakers;
const ui = messages.staff.ui;

export type CaretakerModalMode = "view" | "edit";

/** The caretaker create form in a modal (full screen on phones). */
export function CreateCaretakerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={c.createTitle} closeOnClickOutside={false}>
      {opened && <CaretakerForm onSaved={onClose} onCancel={onClose} />}
    </ResponsiveModal>
  );
}

/** One caretaker in view mode (read-only, Close; Edit switches) or edit mode (Save): spec §4. */
export function CaretakerModal({
  caretaker,
  mode,
  onModeChange,
  onClose,
}: {
  caretaker: Caretaker | null;
  mode: CaretakerModalMode;
  onModeChange: (mode: CaretakerModalMode) => void;
  onClose: () => void;
}) {
  const contentRef = useContentReset(mode);
  return (
    <ResponsiveModal
      opened={caretaker !== null}
      onClose={onClose}
      title={mode === "edit" ? c.editTitle : c.viewTitle}
      closeOnClickOutside={mode === "view"}
    >
      <div ref={contentRef}>
        {caretaker &&
          (mode === "edit" ? (
            <CaretakerForm key={caretaker.uuid} caretaker={caretaker} onSaved={onClose} onCancel={onClose} />
          ) : (
            <Stack gap="lg">
              <CaretakerDetails caretaker={caretaker} />
              <Group justify="flex-end" gap="sm">
                <Button variant="light" onClick={() => onModeChange("edit")}>
                  {ui.edit}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {c.close}
                </Button>
              </Group>
            </Stack>
          ))}
      </div>
    </ResponsiveModal>
  );
}
