import { messages } from "@app/contracts";
import { Button, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import "./print.css";

const p = messages.desk.print;

/** The frame of a print view: Back, the view's own controls and Print on screen; only the sheet on paper. */
export function PrintFrame({ title, controls, children }: { title: string; controls?: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md" p={{ base: "sm", sm: "lg" }} className="print-sheet" maw={1100} mx="auto">
      <Group className="print-hide" justify="space-between" align="end" gap="sm">
        <Group gap="sm" align="end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {p.back}
          </Button>
          {controls}
        </Group>
        <Button onClick={() => window.print()}>{p.printButton}</Button>
      </Group>
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
