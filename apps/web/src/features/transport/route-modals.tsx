import { messages, type TransportRoute } from "@app/contracts";
import { ResponsiveModal, ViewEditModal } from "../../components/responsive-modal";
import { ConfirmDeleteModal, useConfirmDelete } from "./confirm-delete-modal";
import { RouteDetailsCards } from "./route-details";
import { RouteForm } from "./route-form";
import { useDeleteRoute } from "./transport-api";

const t = messages.routes.transport;
const ui = t.ui;

/** The route form needs room for the sub-route cards. */
const LARGE = "64rem";

/** "Add Route": the Create Route form in a modal (full screen on phones). */
export function CreateRouteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={ui.createTitle} size={LARGE} closeOnClickOutside={false}>
      {opened && <RouteForm onSaved={onClose} onCancel={onClose} />}
    </ResponsiveModal>
  );
}

export type RouteModalMode = "view" | "edit";

/**
 * One route in view mode (the Route Details and Sub-Route Details cards, Edit and Close) or edit
 * mode (the same cards as a form with "Save Changes"), spec §2.10.
 */
export function RouteModal({
  route,
  mode,
  onModeChange,
  onClose,
}: {
  route: TransportRoute | null;
  mode: RouteModalMode;
  onModeChange: (mode: RouteModalMode) => void;
  onClose: () => void;
}) {
  return (
    <ViewEditModal
      opened={route !== null}
      mode={mode}
      onModeChange={onModeChange}
      onClose={onClose}
      viewTitle={ui.viewTitle}
      editTitle={ui.editTitle}
      size={LARGE}
      editLabel={ui.edit}
      closeLabel={ui.close}
      renderEditForm={() => route && <RouteForm key={route.uuid} route={route} onSaved={onClose} onCancel={onClose} />}
      renderView={() => route && <RouteDetailsCards route={route} />}
    />
  );
}

/**
 * Delete after confirming (spec §2.10): DELETE by the route's name. A route that kid-route
 * assignments still use cannot be deleted (docs/decisions/0030): said up front, and the server's
 * refusal is shown if the list was out of date.
 */
export function DeleteRouteModal({ route, onClose }: { route: TransportRoute | null; onClose: () => void }) {
  const remove = useDeleteRoute();
  // Routes are deleted by name (spec §2.10).
  const { error, close, confirm } = useConfirmDelete(remove, route?.name, onClose, { success: t.deleteSuccess, failure: t.deleteFailure });
  const blockedReason = route && route.assignmentCount > 0 ? t.hasAssignments(route.assignmentCount) : null;
  return (
    <ConfirmDeleteModal
      opened={route !== null}
      title={ui.deleteTitle}
      question={route ? ui.deleteConfirm(route.name) : ""}
      note={blockedReason ? null : ui.deleteWarning}
      blockedReason={blockedReason}
      error={error}
      pending={remove.isPending}
      confirmLabel={ui.delete}
      cancelLabel={ui.cancel}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
