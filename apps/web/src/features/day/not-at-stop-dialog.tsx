import { messages } from "@app/contracts";
import { Button, Group, Text } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { ResponsiveModal } from "../../components/responsive-modal";
import { toast } from "../../lib/toast";
import { useNotAtStop } from "./day-api";

const a = messages.day.absences;

export interface NotAtStopDialogProps {
  opened: boolean;
  onClose: () => void;
  kid: { uuid: string; kidName: string };
  leg: "homePickup" | "institutePickup";
  date: string;
  /** The run sheet's words, which name the legs it marks (docs/decisions/0240); the day's by default. */
  title?: string;
  question?: string;
}

/** The question of the "Not at the stop" button (absence-parts.tsx): marks the leg absent on Yes. */
export function NotAtStopDialog({ opened, onClose, kid, leg, date, title = a.notAtStop, question }: NotAtStopDialogProps) {
  const mutation = useNotAtStop(date);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size="md">
      <Text mb="md">{question ?? a.notAtStopConfirm(kid.kidName)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {a.cancel}
        </Button>
        <Button
          color="orange"
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { kidUuid: kid.uuid, leg },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  onClose();
                },
                onError: (error) => toast.error(apiErrorMessage(error, a.notAtStopFailed)),
              },
            )
          }
        >
          {a.confirm}
        </Button>
      </Group>
    </ResponsiveModal>
  );
}
