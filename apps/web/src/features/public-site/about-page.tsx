import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { messages } from "@app/contracts";
import { Link } from "react-router";
import { usePageTitle } from "./public-site-utils";

const m = messages.publicSite.about;

/** /aboutUs (spec §2.1). */
export function AboutPage() {
  usePageTitle(messages.publicSite.pageTitle(m.title));

  return (
    <Container component="article" size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{m.title}</Title>
        {m.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="lg">
            {paragraph}
          </Text>
        ))}
        <Group>
          <Button component={Link} to="/enquiryform">
            {messages.publicSite.home.heroCta}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
