import { messages, type ExistingParent, type KidConflictResponse } from "@app/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { ResponsiveModal } from "../../components/responsive-modal";
import { ApiError } from "../../lib/api-client";

const lp = messages.kids.linkParents;
const relations = messages.audit.roles as Record<string, string>;

/** The existing parents a kid create/update 409 names (docs/decisions/0223), or null for any other failure. */
export function existingParentsOf(error: unknown): ExistingParent[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const list = (error.body as KidConflictResponse | undefined)?.existingParents;
  return Array.isArray(list) && list.length > 0 ? list : null;
}

/**
 * "Parent already registered": who the form's parent(s) already are (name, masked contacts, how
 * many kids) and the question "Link to this parent?". Yes resends the form with
 * `linkExistingParents=true`; the parents stay as they are (0223).
 */
export function LinkParentsDialog({
  parents,
  message,
  pending,
  onLink,
  onBack,
}: {
  /** Null: closed. */
  parents: ExistingParent[] | null;
  /** The server's sentence naming them. */
  message: string;
  pending: boolean;
  onLink: () => void;
  onBack: () => void;
}) {
  return (
    <ResponsiveModal opened={parents !== null} onClose={onBack} title={lp.title} size="md" zIndex={400} closeOnClickOutside={false}>
      {parents && (
        <Stack gap="md">
          <Text>{message}</Text>
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {parents.map((p) => (
              <Paper key={p.relation} withBorder radius="md" p="sm" component="li" aria-label={`${relations[p.relation]}: ${p.name}`}>
                <Text fw={600}>
                  {relations[p.relation]}: {p.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {[p.maskedMobile, p.maskedEmail, lp.kidCount(p.kidCount)].filter(Boolean).join(" · ")}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Text size="sm">{lp.kept}</Text>
          <Text fw={600}>{parents.length > 1 ? lp.questionBoth : lp.question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onBack} disabled={pending}>
              {lp.back}
            </Button>
            <Button onClick={onLink} loading={pending}>
              {lp.link}
            </Button>
          </Group>
        </Stack>
      )}
    </ResponsiveModal>
  );
}
