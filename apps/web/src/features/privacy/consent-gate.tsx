import { messages } from "@app/contracts";
import { Alert, Loader, Stack, Text } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { isParentRole } from "../session/roles";
import { useAuth } from "../session/session-context";
import { useConsentStatus } from "./privacy-api";

// Only a parent with a notice to answer reads it, once: its code (and Mantine's List) is fetched then,
// not with every phone's dashboard (docs/decisions/0180). The service worker precaches the chunk.
const PrivacyNoticeDialog = lazy(() => import("./privacy-notice").then((m) => ({ default: m.PrivacyNoticeDialog })));

/**
 * A parent who has not answered the notice in force (after the invitation, or after the notice
 * changed) reads it and answers before anything else (docs/decisions/0110). Either answer lets
 * them in; refusing only keeps capture photos admin-only.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  const parent = isParentRole(role);
  const status = useConsentStatus(parent);
  if (!parent) return <>{children}</>;
  if (status.isPending) return <NoticeLoading />;
  if (status.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(status.error, messages.privacy.admin.loadFailed)}
      </Alert>
    );
  }
  if (status.data.needsDecision) {
    return (
      <Suspense fallback={<NoticeLoading />}>
        <PrivacyNoticeDialog version={status.data.noticeVersion} retentionDays={status.data.retentionDays} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

function NoticeLoading() {
  return (
    <Stack align="center" py="xl" role="status">
      <Loader size="sm" />
      <Text size="sm">{messages.privacy.notice.loading}</Text>
    </Stack>
  );
}
