import { messages } from "@app/contracts";
import { Button, Group, Modal, Text } from "@mantine/core";

const t = messages.fieldApp.replace;

/** "Home Pickup was already recorded at 07:41 by Kamala. Replace it?" No, keep it / Yes, replace. */
export interface ReplaceDialogProps {
  question: string;
  opened: boolean;
  onKeep: () => void;
  onReplace: () => void;
}

export function ReplaceDialog({ question, opened, onKeep, onReplace }: ReplaceDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={question}
      centered
      size="sm"
      closeButtonProps={{ "aria-label": messages.staff.ui.closeDialog }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t.keptNote}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" onClick={onKeep} data-autofocus>
          {t.keep}
        </Button>
        <Button size="md" color="orange" onClick={onReplace}>
          {t.replace}
        </Button>
      </Group>
    </Modal>
  );
}
