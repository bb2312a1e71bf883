import { API_DESK, formatDateIndia, messages, TOAST_MS, type ParentAccount, type ParentAccountsResponse, type ResendInvitationResponse } from "@app/contracts";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";
import { apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";

const inv = messages.desk.invitations;
const relations = messages.audit.roles as Record<string, string>;

const accountsKey = (kidUuid: string) => ["kids", "parent-accounts", kidUuid] as const;

export function useParentAccounts(kidUuid: string) {
  return useQuery({
    queryKey: accountsKey(kidUuid),
    queryFn: async () => (await apiFetch<ParentAccountsResponse>(API_DESK.parentAccounts(kidUuid))).data,
  });
}

function useResendInvitation(kidUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relation: string) => apiFetch<ResendInvitationResponse>(API_DESK.resendInvitation(kidUuid, relation), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey(kidUuid) }),
  });
}

/** "Password set on 22-11-2026" / "Invitation pending · sent on 20-11-2026" (or expired). */
export function invitationText(account: ParentAccount, now: Date = new Date()): { set: boolean; detail: string | null; expired: boolean } {
  if (account.passwordSetAt) return { set: true, detail: inv.setOn(formatDateIndia(new Date(account.passwordSetAt))), expired: false };
  const expired = Boolean(account.invitationExpiresAt && Date.parse(account.invitationExpiresAt) <= now.getTime());
  return { set: false, detail: account.invitedAt ? inv.invitedOn(formatDateIndia(new Date(account.invitedAt))) : null, expired };
}

function ParentAccountRow({ kidUuid, account }: { kidUuid: string; account: ParentAccount }) {
  const resend = useResendInvitation(kidUuid);
  const state = invitationText(account);
  const send = () =>
    resend.mutate(account.relation, {
      onSuccess: (body) => toast.success(body.message, TOAST_MS.kid),
      onError: (error) => toast.error(apiErrorMessage(error, inv.sendFailure), TOAST_MS.kid),
    });
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`${relations[account.relation]}: ${account.name}`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>
            {relations[account.relation]}: {account.name}
          </Text>
          {account.email && (
            <Text size="sm" c="dimmed">
              {account.email}
            </Text>
          )}
          <Group gap="xs">
            <Badge color={state.set ? "green" : "yellow"} variant="light">
              {state.set ? inv.passwordSet : inv.pending}
            </Badge>
            {state.detail && <Text size="sm">{state.detail}</Text>}
            {state.expired && (
              <Text size="sm" c="red">
                {inv.expired}
              </Text>
            )}
          </Group>
        </Stack>
        {!state.set && (
          <Button variant="light" onClick={send} loading={resend.isPending}>
            {inv.resend}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The kid view's parents' accounts (docs/decisions/0086): invitation pending or password set, and a resend. */
export function ParentAccounts({ kidUuid }: { kidUuid: string }) {
  const query = useParentAccounts(kidUuid);
  return (
    <Stack gap="xs" component="section" aria-label={inv.title}>
      <Title order={3} size="h5">
        {inv.title}
      </Title>
      {query.isPending ? (
        <LoadingText>{inv.loading}</LoadingText>
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, inv.loadFailure)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {query.data.map((account) => (
            <ParentAccountRow key={account.relation} kidUuid={kidUuid} account={account} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
