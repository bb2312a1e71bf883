import { messages, type Caretaker } from "@app/contracts";
import { ResponsiveModal, ViewEditModal } from "../../components/responsive-modal";
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
  return (
    <ViewEditModal
      opened={caretaker !== null}
      mode={mode}
      onModeChange={onModeChange}
      onClose={onClose}
      viewTitle={c.viewTitle}
      editTitle={c.editTitle}
      editLabel={ui.edit}
      closeLabel={c.close}
      renderEditForm={() => caretaker && <CaretakerForm key={caretaker.uuid} caretaker={caretaker} onSaved={onClose} onCancel={onClose} />}
      renderView={() => caretaker && <CaretakerDetails caretaker={caretaker} />}
    />
  );
}
