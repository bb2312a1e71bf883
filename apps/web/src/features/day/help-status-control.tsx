import { HELP_STATUSES, messages, type HelpRequest, type HelpStatus } from "@app/contracts";
import { Alert, Badge, Button, Group, NativeSelect, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { ResponsiveModal } from "../../components/responsive-modal";
import { toast } from "../../lib/toast";
import { useSetHelpStatus } from "./day-api";

const hs = messages.day.help;
const COLOR = { open: "blue", in_progress: "yellow", resolved: "green" } as const;

/** A help request's status as a badge, with the note under it. */
export function HelpStatusBadge({ help }: { help: HelpRequest }) {
  return (
    <Badge color={COLOR[help.status]} variant="light">
      {hs.statuses[help.status]}
    </Badge>
  );
}

/** Admin: set open / in progress / resolved with a note the parent sees (docs/decisions/0068). */
export function HelpStatusControl({ help }: { help: HelpRequest }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<HelpStatus>(help.status);
  const [note, setNote] = useState(help.statusNote ?? "");
  const mutation = useSetHelpStatus();
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)} aria-label={`${hs.setStatus}: ${help.kidDetails.kidName}`}>
        {hs.setStatus}
      </Button>
      <ResponsiveModal opened={open} onClose={() => setOpen(false)} title={hs.setStatus} size="md">
        <Stack gap="md">
          <NativeSelect
            label={hs.statusLabel}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as HelpStatus)}
            data={HELP_STATUSES.map((value) => ({ value, label: hs.statuses[value] }))}
          />
          <Textarea label={hs.noteLabel} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={3} maxLength={1000} />
          {mutation.isError && <Alert color="red">{apiErrorMessage(mutation.error, hs.saveFailed)}</Alert>}
          <Group justify="flex-end">
            <Button
              loading={mutation.isPending}
              onClick={() =>
                mutation.mutate(
                  { uuid: help.uuid, status, note },
                  {
                    onSuccess: (answer) => {
                      toast.success(answer.message);
                      setOpen(false);
                    },
                  },
                )
              }
            >
              {hs.save}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModal>
    </>
  );
}
