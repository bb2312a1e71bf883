import { Container, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../../app/layout/use-page-title";

/** The narrow card that holds each account form; full width on a phone. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={440} px={{ base: "sm", sm: "md" }} py={{ base: "lg", sm: "xl" }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }}>
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
