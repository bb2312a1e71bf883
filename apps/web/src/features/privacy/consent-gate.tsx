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
        <PrivacyNoticeDialog version={status.data.noticeVersion} retentionDays={status.data.retentionDays} onDecided={toTheTop} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

/**
 * The answer buttons sit at the notice's end; the dashboard that replaces it starts at the top, not
 * scrolled down to where the buttons were (docs/decisions/0246). Done as the answer is saved, while
 * the notice still shows: the dashboard's lazy screens may suspend the gate as they replace it, so
 * an effect of the gate's own can miss the change, and once the page is scrolled the browser's
 * scroll anchoring keeps the reader where the buttons were.
 */
function toTheTop() {
  window.scrollTo(0, 0);
}

function NoticeLoading() {
  return (
    <Stack align="center" py="xl" role="status">
      <Loader size="sm" />
      <Text size="sm">{messages.privacy.notice.loading}</Text>
    </Stack>
  );
}
