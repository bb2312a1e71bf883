import { messages, type Driver } from "@app/contracts";
import { ResponsiveModal, ViewEditModal } from "../../components/responsive-modal";
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
  return (
    <ViewEditModal
      opened={driver !== null}
      mode={mode}
      onModeChange={onModeChange}
      onClose={onClose}
      viewTitle={d.viewTitle}
      editTitle={d.editTitle}
      editLabel={ui.edit}
      closeLabel={d.close}
      renderEditForm={() => driver && <DriverForm key={driver.uuid} driver={driver} onSaved={onClose} onCancel={onClose} />}
      renderView={() => driver && <DriverDetails driver={driver} />}
    />
  );
}
