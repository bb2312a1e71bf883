import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { routeToast } from "./route-toast";
import { ResponsiveModal } from "../../components/responsive-modal";

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** The question, naming what is deleted. */
  question: ReactNode;
  /** A consequence worth knowing before confirming. */
  note?: ReactNode;
  /** Why the delete cannot go ahead (the confirm button is disabled). */
  blockedReason?: string | null;
  /** The server's refusal of the last attempt, kept in view. */
  error?: string | null;
  pending?: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before a delete (spec §2.10, §2.14: delete asks for confirmation). The focus
 * starts on Cancel, so Enter or a stray tap never deletes; a refusal stays visible in the dialog.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  note,
  blockedReason,
  error,
  pending,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <ResponsiveModal opened={opened} onClose={pending ? () => {} : onClose} title={title} size="md">
      <Stack gap="md">
        <Text fw={500}>{question}</Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {blockedReason && (
          <Alert color="yellow" variant="light">
            <Text size="sm">{blockedReason}</Text>
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending} disabled={Boolean(blockedReason)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}

/** What `useConfirmDelete` needs of a delete mutation (TanStack Query's `useMutation` result). */
interface DeleteMutation<K> {
  isPending: boolean;
  reset: () => void;
  mutate: (key: K, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * The confirm/close logic behind a `ConfirmDeleteModal`: one delete at a time, a success toast and
 * close, or a failure toast with the server's refusal kept in the dialog. Closing clears the last
 * refusal so the next dialog starts clean. `key` is what the API deletes by (absent: nothing open).
 */
export function useConfirmDelete<K>(
  remove: DeleteMutation<K>,
  key: K | undefined,
  onClose: () => void,
  texts: { success: string; failure: string },
) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (key === undefined || remove.isPending) return;
    setError(null);
    remove.mutate(key, {
      onSuccess: () => {
        routeToast.success(texts.success);
        close();
      },
      onError: (err) => {
        const message = apiErrorMessage(err, texts.failure);
        routeToast.error(message, texts.failure);
        setError(message);
      },
    });
  };
  return { error, close, confirm };
}
