import { formatDateIndia, messages } from "@app/contracts";
import { Alert, Button, Collapse, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { toast } from "../../lib/toast";
import { downloadFamilyArchive, useAskErasure, useConsentStatus, useDecideConsent, useErasureRequests } from "./privacy-api";
import { PrivacyNoticeText } from "./privacy-notice";

const pg = messages.privacy.page;
const n = messages.privacy.notice;

/** The parent's Privacy page (docs/decisions/0110, 0112): consent, the family archive, erasure. */
export function ParentPrivacyPage() {
  const status = useConsentStatus();
  const decide = useDecideConsent();
  const erasures = useErasureRequests();
  const ask = useAskErasure();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (status.isPending) return <Loader size="sm" aria-label={n.loading} />;
  if (status.isError) return <Alert color="red">{apiErrorMessage(status.error, messages.privacy.admin.loadFailed)}</Alert>;
  const s = status.data;
  const latest = s.latest;
  const pending = erasures.data?.find((r) => r.status === "pending");

  const change = (decision: "given" | "refused") =>
    decide.mutate(
      { noticeVersion: s.noticeVersion, decision },
      { onSuccess: () => toast.success(n.saved), onError: (err) => toast.error(apiErrorMessage(err, n.failed)) },
    );
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFamilyArchive();
    } catch (err) {
      toast.error(apiErrorMessage(err, pg.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };
  const requestErasure = () => {
    if (!window.confirm(pg.erasureConfirm)) return;
    ask.mutate(undefined, { onSuccess: () => toast.success(pg.erasureAsked), onError: (err) => toast.error(apiErrorMessage(err, pg.erasureFailed)) });
  };

  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>{pg.title}</Title>
      <Paper component="section" aria-labelledby="consent-title" withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4" id="consent-title">
            {pg.statusTitle}
          </Title>
          <Text>
            {!latest
              ? pg.statusNone
              : latest.decision === "given"
                ? pg.statusGiven(formatDateIndia(latest.decidedAt), latest.noticeVersion)
                : pg.statusRefused(formatDateIndia(latest.decidedAt), latest.noticeVersion)}
          </Text>
          <Group gap="sm">
            {s.consented ? (
              <Button color="red" variant="light" onClick={() => change("refused")} loading={decide.isPending}>
                {pg.withdraw}
              </Button>
            ) : (
              <Button onClick={() => change("given")} loading={decide.isPending}>
                {pg.give}
              </Button>
            )}
            <Button variant="subtle" onClick={() => setNoticeOpen((o) => !o)} aria-expanded={noticeOpen}>
              {pg.readNotice}
            </Button>
          </Group>
          <Collapse in={noticeOpen}>
            <PrivacyNoticeText version={s.noticeVersion} retentionDays={s.retentionDays} />
          </Collapse>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="archive-title" withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4" id="archive-title">
            {pg.archiveTitle}
          </Title>
          <Text>{pg.archiveText}</Text>
          <Text size="sm">{pg.archiveScope}</Text>
          <Group>
            <Button onClick={() => void download()} loading={downloading}>
              {pg.download}
            </Button>
            {downloading && (
              <Text size="sm" role="status">
                {pg.downloading}
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="erasure-title" withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4" id="erasure-title">
            {pg.erasureTitle}
          </Title>
          <Text>{pg.erasureText}</Text>
          <Text size="sm">{pg.erasureScope}</Text>
          {pending ? (
            <Alert color="yellow">{pg.erasurePending(formatDateIndia(pending.requestedAt))}</Alert>
          ) : (
            <Group>
              <Button color="red" variant="outline" onClick={requestErasure} loading={ask.isPending}>
                {pg.erasureAsk}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
