import { messages } from "@app/contracts";
import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAuth } from "../../features/session/session-context";

const t = messages.common.footer;
const QUICK_LINKS = [
  { to: "/home", label: t.home },
  { to: "/aboutUs", label: t.aboutUs },
  { to: "/enquiryform", label: t.contactUs },
  { to: "/privacypolicy", label: t.privacyPolicy },
] as const;

/** Footer of spec §2.2: hidden when logged in. */
export function Footer() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return null;
  return (
    <Box component="footer" bg="gray.9" c="gray.2" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} fz="lg" c="white">
              {messages.common.brand}
            </Title>
            <Text fz="sm">{t.about}</Text>
          </Stack>
          <Box component="nav" aria-labelledby="footer-quick-links">
            <Title order={2} fz="lg" c="white" id="footer-quick-links" mb="xs">
              {t.quickLinks}
            </Title>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.label}>
                  <Anchor component={Link} to={link.to} c="gray.2" fz="sm">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>
        <Text fz="xs" ta="center" mt="lg" c="gray.4">
          {t.copyright(new Date().getFullYear())}
        </Text>
      </Container>
    </Box>
  );
}
