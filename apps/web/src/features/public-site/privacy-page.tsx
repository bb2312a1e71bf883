import { Container, Stack, Text, Title } from "@mantine/core";
import { messages, PRIVACY_EFFECTIVE_DATE } from "@app/contracts";
import { usePageTitle } from "./public-site-utils";

const m = messages.publicSite.privacy;

/** /privacypolicy (spec §1: effective 10 May 2025), describing what the product really stores. */
export function PrivacyPolicyPage() {
  usePageTitle(messages.publicSite.pageTitle(m.title));

  return (
    <Container component="article" size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.title}</Title>
          <Text c="gray.7" mt="xs">
            <time dateTime={PRIVACY_EFFECTIVE_DATE}>{m.effective}</time>
          </Text>
        </div>
        {m.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h3" mb="xs">
              {section.heading}
            </Title>
            <Text>{section.text}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
