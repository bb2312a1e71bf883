import { messages } from "@app/contracts";
import { Button, Group, Text } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { ResponsiveModal } from "../../components/responsive-modal";
import { toast } from "../../lib/toast";
import { useNotAtStop } from "../day/day-api";

const r = messages.fieldApp.runSheet;
const a = messages.day.absences;

export interface RunNotAtStopDialogProps {
  opened: boolean;
  onClose: () => void;
  kid: { uuid: string; kidName: string };
  leg: "homePickup" | "institutePickup";
  /** The legs it marks, in words ("Institute Pickup and Home Drop"). */
  legs: string;
  date: string;
}

/** The question of the run sheet's "Not at the stop": names the legs it marks; Yes marks them. */
export function RunNotAtStopDialog({ opened, onClose, kid, leg, legs, date }: RunNotAtStopDialogProps) {
  const mutation = useNotAtStop(date);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={r.notAtStop} size="md">
      <Text mb="md">{r.notAtStopConfirm(kid.kidName, legs)}</Text>
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
