import { messages, type KidRouteAssignment } from "@app/contracts";
import { Badge, List, Text } from "@mantine/core";
import { DetailList } from "../../components/detail-list";
import { ViewEditModal } from "../../components/responsive-modal";
import { ConfirmDeleteModal, useConfirmDelete } from "../transport/confirm-delete-modal";
import { KidRouteFormWithData } from "./kid-route-form";
import { useDeleteKidRoute } from "./kid-routes-api";

const a = messages.routes.assignments;
const ui = a.ui;

/** A status other than active, shown next to a name (the list keeps people who have since changed status). */
export function StatusNote({ status }: { status: string }) {
  if (status === "active") return null;
  return (
    <Badge color="red" variant="light" size="sm" ml={6}>
      {status}
    </Badge>
  );
}

/** The kids of an assignment as a list, or "No kids available". */
export function KidsList({ kids }: { kids: KidRouteAssignment["kids"] }) {
  if (kids.length === 0) return <>{messages.common.empty.noKidsAvailable}</>;
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0} m={0}>
      {kids.map((kid) => (
        <List.Item key={kid.uuid}>
          {kid.name}
          <StatusNote status={kid.status} />
        </List.Item>
      ))}
    </List>
  );
}

export type KidRouteModalMode = "view" | "edit";

/** One assignment in view mode (route, driver, caretaker, kids; Edit, Close) or edit mode (the form, Save). */
export function KidRouteModal({
  assignment,
  mode,
  onModeChange,
  onClose,
}: {
  assignment: KidRouteAssignment | null;
  mode: KidRouteModalMode;
  onModeChange: (mode: KidRouteModalMode) => void;
  onClose: () => void;
}) {
  return (
    <ViewEditModal
      opened={assignment !== null}
      mode={mode}
      onModeChange={onModeChange}
      onClose={onClose}
      viewTitle={ui.viewTitle}
      editTitle={ui.editTitle}
      size="48rem"
      editLabel={ui.edit}
      closeLabel={ui.close}
      renderEditForm={() =>
        assignment && <KidRouteFormWithData key={assignment.uuid} assignment={assignment} onSaved={onClose} onCancel={onClose} />
      }
      renderView={() =>
        assignment && (
          <DetailList
            items={[
              { label: ui.routeName, value: assignment.routes.name },
              // Each assignment carries one run (docs/decisions/0065, 0240).
              { label: ui.run, value: messages.day.runs[assignment.run] },
              { label: ui.from, value: assignment.routes.from },
              { label: ui.to, value: assignment.routes.to },
              {
                label: ui.driver,
                value: (
                  <>
                    {assignment.driver.name}
                    <StatusNote status={assignment.driver.status} />
                  </>
                ),
              },
              { label: ui.caretaker, value: assignment.caretaker.name },
              { label: messages.vehicles.assignmentVehicleLabel, value: assignment.registrationNumber ?? messages.vehicles.assignmentVehiclePlaceholder },
              { label: ui.kids, value: <KidsList kids={assignment.kids} />, wide: true },
            ]}
          />
        )
      }
    />
  );
}

/** Delete an assignment after confirming (spec §2.14). */
export function DeleteKidRouteModal({ assignment, onClose }: { assignment: KidRouteAssignment | null; onClose: () => void }) {
  const remove = useDeleteKidRoute();
  const { error, close, confirm } = useConfirmDelete(remove, assignment?.uuid, onClose, {
    success: a.deleteSuccess,
    failure: a.deleteFailure,
  });
  return (
    <ConfirmDeleteModal
      opened={assignment !== null}
      title={ui.deleteTitle}
      question={assignment ? ui.deleteConfirm(assignment.routes.name) : ""}
      note={
        assignment ? (
          <Text span size="sm">
            {ui.deleteWarning}
          </Text>
        ) : null
      }
      error={error}
      pending={remove.isPending}
      confirmLabel={ui.delete}
      cancelLabel={ui.cancel}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
