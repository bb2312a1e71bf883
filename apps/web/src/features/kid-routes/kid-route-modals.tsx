import { messages, type KidRouteAssignment } from "@app/contracts";
import { Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { DetailList } from "../../components/detail-list";
import { ResponsiveModal, useContentReset } from "../../components/responsive-modal";
import { ConfirmDeleteModal } from "../transport/confirm-delete-modal";
import { routeToast } from "../transport/route-toast";
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
  const contentRef = useContentReset(mode);
  const edit = mode === "edit";
  return (
    <ResponsiveModal opened={assignment !== null} onClose={onClose} title={edit ? ui.editTitle : ui.viewTitle} size="48rem" closeOnClickOutside={!edit}>
      <div ref={contentRef}>
        {assignment &&
          (edit ? (
            <KidRouteFormWithData key={assignment.uuid} assignment={assignment} onSaved={onClose} onCancel={onClose} />
          ) : (
            <Stack gap="lg">
              <DetailList
                items={[
                  { label: ui.routeName, value: assignment.routes.name },
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
                  { label: ui.kids, value: <KidsList kids={assignment.kids} />, wide: true },
                ]}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="light" onClick={() => onModeChange("edit")}>
                  {ui.edit}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {ui.close}
                </Button>
              </Group>
            </Stack>
          ))}
      </div>
    </ResponsiveModal>
  );
}

/** Delete an assignment after confirming (spec §2.14). */
export function DeleteKidRouteModal({ assignment, onClose }: { assignment: KidRouteAssignment | null; onClose: () => void }) {
  const remove = useDeleteKidRoute();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!assignment || remove.isPending) return;
    setError(null);
    remove.mutate(assignment.uuid, {
      onSuccess: () => {
        routeToast.success(a.deleteSuccess);
        close();
      },
      onError: (err) => {
        const message = apiErrorMessage(err, a.deleteFailure);
        routeToast.error(message, a.deleteFailure);
        setError(message);
      },
    });
  };
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
