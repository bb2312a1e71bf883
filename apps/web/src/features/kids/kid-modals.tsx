import { messages, PRINT_PAGES, type KidProfile } from "@app/contracts";
import { Link } from "react-router";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { ResponsiveModal, useContentReset } from "../../components/responsive-modal";
import { KidPointsSection } from "../geography/kid-points-section";
import { KidProfileDetails } from "./kid-details";
import { KidForm, type KidValues } from "./kid-form";
import { useKidQuery } from "./kids-api";
import { ParentAccounts } from "./parent-accounts";
import { ParentEditButtons } from "./parent-edit-dialog";

const k = messages.kids;
const ui = k.ui;

/** The kid form needs room: a large modal (full screen on phones). */
const LARGE = "72rem";

/** "Add New Kid": the create form in a large modal (full screen on phones), spec §2.8. */
export function CreateKidModal({
  opened,
  onClose,
  initial,
  notice,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  /** Pre-filled values (a won enquiry, docs/decisions/0085) and the note saying where they come from. */
  initial?: Partial<KidValues>;
  notice?: string;
  onCreated?: (kid: KidProfile) => void;
}) {
  const saved = (kid?: KidProfile) => {
    if (kid) onCreated?.(kid);
    onClose();
  };
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={k.createTitle} size={LARGE} closeOnClickOutside={false}>
      {opened && notice && (
        <Alert color="blue" variant="light" mb="md">
          {notice}
        </Alert>
      )}
      {opened && <KidForm initial={initial} onSaved={saved} onCancel={onClose} />}
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
              <KidPointsSection kidUuid={query.data.uuid} kidName={query.data.kidName} />
              <ParentAccounts kidUuid={query.data.uuid} />
              <ParentEditButtons profile={query.data} />
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to={PRINT_PAGES.kidMonth(query.data.uuid)} variant="default">
                  {messages.desk.print.openKidMonth}
                </Button>
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
