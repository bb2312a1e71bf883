import { messages } from "@app/contracts";
import { ActionIcon, Container, Group, Title } from "@mantine/core";
import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "../../components/icons";
import { PageLoader } from "../../app/layout/page-loader";
import { usePageTitle } from "../../app/layout/use-page-title";
import type { DashboardDef } from "./dashboard-config";

/** The dashboard heading with the back arrow (on non-root paths) above the content. */
export function DashboardFrame({ def, showBack, children }: { def: DashboardDef; showBack: boolean; children: ReactNode }) {
  usePageTitle(def.title);
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
        <Title order={1} size="h2">
          {def.title}
        </Title>
      </Group>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Container>
  );
}
