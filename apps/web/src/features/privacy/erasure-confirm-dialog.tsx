import { messages, type ErasurePreview } from "@app/contracts";
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage } from "../../components/api-error-message";
import { ResponsiveModal } from "../../components/responsive-modal";
import { useErasurePreview } from "./privacy-api";

const a = messages.privacy.admin;
const v = a.preview;

const relation = (r: string) => v.relationLabels[r] ?? r;
const names = (list: string[]) => list.join(", ");

function Preview({ data }: { data: ErasurePreview }) {
  return (
    <Stack gap="sm">
      <Text>{a.confirmQuestion(data.requestedByName)}</Text>
      <section aria-labelledby="erasure-kids">
        <Title order={4} size="h5" id="erasure-kids">
          {v.kidsTitle}
        </Title>
        <List>
          {data.kids.map((k) => (
            <List.Item key={k}>{k}</List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="erasure-accounts">
        <Title order={4} size="h5" id="erasure-accounts">
          {v.accountsTitle}
        </Title>
        <List>
          {data.accounts.map((p) => (
            <List.Item key={`${p.relation}-${p.name}`}>{v.person(p.name, relation(p.relation))}</List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="erasure-staying">
        <Title order={4} size="h5" id="erasure-staying">
          {v.stayingTitle}
        </Title>
        {data.staying.length ? (
          <List>
            {data.staying.map((p) => (
              <List.Item key={`${p.relation}-${p.name}`}>{v.staying(p.name, relation(p.relation), names(p.keeps), names(p.unlinkedFrom))}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{v.stayingNone}</Text>
        )}
      </section>
      <section aria-labelledby="erasure-data">
        <Title order={4} size="h5" id="erasure-data">
          {v.dataTitle}
        </Title>
        <List>
          {(Object.keys(v.countLabels) as (keyof typeof v.countLabels)[]).map((kind) => (
            <List.Item key={kind}>{`${v.countLabels[kind]}: ${data.counts[kind]}`}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="xs">
          {v.alsoRemoved}
        </Text>
      </section>
    </Stack>
  );
}

/**
 * The admin's confirmation of an erasure (docs/decisions/0220): before anything is removed it says
 * which kids and accounts go, which parents stay (and the kids they keep), and how much is removed.
 */
export function ErasureConfirmDialog({ uuid, onCancel, onConfirm, confirming }: { uuid: string | null; onCancel: () => void; onConfirm: (uuid: string) => void; confirming: boolean }) {
  const preview = useErasurePreview(uuid);
  return (
    <ResponsiveModal opened={uuid !== null} onClose={onCancel} title={v.title} size="lg">
      <Stack gap="md">
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{v.loading}</Text>
          </Group>
        ) : preview.isError ? (
          <Alert color="red">{apiErrorMessage(preview.error, a.loadFailed)}</Alert>
        ) : (
          <Preview data={preview.data} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {v.cancel}
          </Button>
          <Button color="red" disabled={!preview.isSuccess} loading={confirming} onClick={() => uuid && onConfirm(uuid)}>
            {v.eraseNow}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
