import { messages, type Role } from "@app/contracts";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { useAuth } from "../features/session/session-context";
import { dashboardPathFor } from "../features/session/roles";
import { usePageTitle } from "./layout/use-page-title";

/**
 * Route guard (decisions.md §2): logged out → /login, remembering where the user wanted to go;
 * logged in with another role → the "Not permitted" page.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.isAuthenticated || !auth.role) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!roles.includes(auth.role)) return <NotPermittedPage />;
  return <>{children}</>;
}

/** Shown when a logged-in user opens a page of another role. */
export function NotPermittedPage() {
  const { role } = useAuth();
  usePageTitle(messages.common.notPermittedTitle);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{messages.common.notPermittedTitle}</Title>
        <Text>{messages.common.notPermittedText}</Text>
        {role && (
          <Button component={Link} to={dashboardPathFor(role)}>
            {messages.common.goToMyDashboard}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
