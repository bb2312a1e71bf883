import { messages } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { ResponsiveModal, useContentReset } from "../../components/responsive-modal";
import { KidProfileDetails } from "./kid-details";
import { KidForm } from "./kid-form";
import { useKidQuery } from "./kids-api";

const k = messages.kids;
const ui = k.ui;

/** The kid form needs room: a large modal (full screen on phones). */
const LARGE = "72rem";

/** "Add New Kid": the create form in a large modal (full screen on phones), spec §2.8. */
export function CreateKidModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={k.createTitle} size={LARGE} closeOnClickOutside={false}>
      {opened && <KidForm onSaved={onClose} onCancel={onClose} />}
    </ResponsiveModal>
  );
}

export type KidModalMode = "view" | "edit";

/**
 * One kid in view mode ("View Kid Details": every field, Close; an Edit button switches to edit) or
 * edit mode ("Edit Kid Details": the form, Save). The full profile is loaded when the modal opens
 * (the list holds only what the table shows); saving reloads the list and closes the modal.
 */
export function KidModal({
  uuid,
  mode,
  onModeChange,
  onClose,
}: {
  uuid: string | null;
  mode: KidModalMode;
  onModeChange: (mode: KidModalMode) => void;
  onClose: () => void;
}) {
  const query = useKidQuery(uuid);
  const contentRef = useContentReset(mode);
  const edit = mode === "edit";
  return (
    <ResponsiveModal opened={uuid !== null} onClose={onClose} title={edit ? k.editTitle : k.viewTitle} size={edit ? LARGE : "64rem"} closeOnClickOutside={!edit}>
      <div ref={contentRef}>
        {uuid &&
          (query.isPending ? (
            <LoadingText>{messages.common.loadingKidDetails}</LoadingText>
          ) : query.isError ? (
            <Stack gap="md">
              <LoadError message={apiErrorMessage(query.error, ui.detailsLoadFailure)} onRetry={() => void query.refetch()} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {k.close}
                </Button>
              </Group>
            </Stack>
          ) : edit ? (
            <KidForm key={query.data.uuid} profile={query.data} onSaved={onClose} onCancel={onClose} />
          ) : (
            <Stack gap="lg">
              <KidProfileDetails profile={query.data} />
              <Group justify="flex-end" gap="sm">
                <Button variant="light" onClick={() => onModeChange("edit")}>
                  {messages.staff.ui.edit}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {k.close}
                </Button>
              </Group>
            </Stack>
          ))}
      </div>
    </ResponsiveModal>
  );
}
