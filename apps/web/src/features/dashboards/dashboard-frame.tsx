import { messages } from "@app/contracts";
import { ActionIcon, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "../../components/icons";
import { PageLoader } from "../../app/layout/page-loader";
import { usePageTitle } from "../../app/layout/use-page-title";
import { isParentRole } from "../session/roles";
import { useAuth } from "../session/session-context";
import type { DashboardDef } from "./dashboard-config";

/**
 * The dashboard heading with the back arrow (on non-root paths) above the content. A parent's
 * heading also names the parent (the header's button names the active kid, docs/decisions/0246), so a
 * shared family phone says whose account is open (docs/decisions/0246).
 */
export function DashboardFrame({ def, showBack, children }: { def: DashboardDef; showBack: boolean; children: ReactNode }) {
  usePageTitle(def.title);
  const auth = useAuth();
  const parentName = def.kind === "parent" && isParentRole(auth.role) ? auth.user?.name.trim() : "";
  return (
    <Container size="lg" py="lg" px={{ base: "sm", sm: "md" }}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        {showBack && (
          <ActionIcon
            component={Link}
            to={def.basePath}
            variant="light"
            size="lg"
            aria-label={messages.dashboards.backToDashboard}
          >
            <ArrowLeftIcon />
          </ActionIcon>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {def.title}
          </Title>
          {parentName && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {messages.dashboards.signedInAs(parentName)}
            </Text>
          )}
        </Stack>
      </Group>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Container>
  );
}
