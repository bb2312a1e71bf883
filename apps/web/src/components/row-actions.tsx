import { messages } from "@app/contracts";
import { ActionIcon, Group } from "@mantine/core";
import { EyeIcon, PencilIcon, TrashIcon } from "./icons";

export interface RowActionsProps {
  onView?: () => void;
  onEdit?: () => void;
  /** Leave out (or set `deleteDisabled`) to show the delete button disabled, as spec §6 requires for most lists. */
  onDelete?: () => void;
  deleteDisabled?: boolean;
  /** Accessible names of the three buttons; default "View", "Edit", "Delete". */
  labels?: { view: string; edit: string; delete: string };
}

/**
 * The view (eye), edit (pencil) and delete (bin) icon buttons of a table row. Each is a real
 * button with an aria-label; delete is shown but disabled unless an `onDelete` is given and
 * `deleteDisabled` is false (spec §2.8, §2.12: "delete (disabled, does nothing)").
 */
export function RowActions({ onView, onEdit, onDelete, deleteDisabled, labels = messages.staff.ui.actions }: RowActionsProps) {
  const deleteOff = deleteDisabled ?? !onDelete;
  return (
    <Group gap={4} wrap="nowrap">
      {onView && (
        <ActionIcon variant="subtle" color="blue" size="lg" aria-label={labels.view} title={labels.view} onClick={onView}>
          <EyeIcon />
        </ActionIcon>
      )}
      {onEdit && (
        <ActionIcon variant="subtle" color="teal" size="lg" aria-label={labels.edit} title={labels.edit} onClick={onEdit}>
          <PencilIcon />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={labels.delete}
        disabled={deleteOff}
        onClick={deleteOff ? undefined : onDelete}
      >
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}
