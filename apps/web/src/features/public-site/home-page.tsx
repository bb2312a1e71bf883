import { Anchor, Box, Button, Card, Container, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MAP_ZOOM, messages } from "@app/contracts";
import { Link } from "react-router";
import { AfterFirstPaint } from "../../components/after-first-paint";
import { mapEmbedUrl, telHref, usePageTitle } from "./public-site-utils";

const m = messages.publicSite.home;

/** Decorative icons for the "Why Choose Us" cards, in the catalogue's order. */
const WHY_ICONS = [
  "/images/why-caretaker.svg",
  "/images/why-recorded.svg",
  "/images/why-verified.svg",
  "/images/why-routes.svg",
] as const;

/** /home (spec §1, §2.1): hero, why-choose-us cards and the contact block with the map. */
export function HomePage() {
  usePageTitle(messages.publicSite.pageTitle(messages.common.nav.home));

  return (
    <Box component="article">
      <Box component="section" aria-labelledby="home-hero-title" bg="blue.0" py={{ base: "xl", sm: 48 }}>
        <Container size="lg">
          <Grid align="center" gutter={{ base: "lg", md: "xl" }}>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="md">
                <Title id="home-hero-title" order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
                  {m.heroTitle}
                </Title>
                <Text size="lg">{m.heroText}</Text>
                <Group>
                  <Button component={Link} to="/enquiryform" size="md">
                    {m.heroCta}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Image
                src="/images/home-hero.svg"
                alt=""
                width={320}
                height={200}
                w="100%"
                h="auto"
                maw={{ base: 280, sm: 420 }}
                mx="auto"
                fetchPriority="high"
              />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      {/* Below the fold on a phone: rendered just after the hero is painted (docs/decisions/0202). */}
      <AfterFirstPaint>
        <Container component="section" size="lg" py="xl" aria-labelledby="home-why-title">
          <Title id="home-why-title" order={2} mb="lg" ta="center">
            {m.whyTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {m.why.map((item, index) => (
              <Card key={item.title} withBorder padding="lg" radius="md">
                <Stack gap="sm">
                  {WHY_ICONS[index] && (
                    <Image src={WHY_ICONS[index]} alt="" width={48} height={48} w={48} h={48} loading="lazy" />
                  )}
                  <Title order={3} size="h4">
                    {item.title}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {item.text}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Container>

        <Box component="section" aria-labelledby="home-contact-title" bg="gray.0" py="xl">
          <Container size="lg">
            <Title id="home-contact-title" order={2} mb="lg">
              {m.contactTitle}
            </Title>
            <Grid gutter="xl">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md" component="address" style={{ fontStyle: "normal" }}>
                  <div>
                    <Text fw={700}>{m.addressLabel}</Text>
                    <Text>{m.address}</Text>
                  </div>
                  <div>
                    <Text fw={700}>{m.phoneLabel}</Text>
                    <Stack gap={4}>
                      {m.phones.map((phone) => (
                        <Anchor key={phone} href={telHref(phone)}>
                          {phone}
                        </Anchor>
                      ))}
                    </Stack>
                  </div>
                  <div>
                    <Text fw={700}>{m.emailLabel}</Text>
                    <Anchor href={`mailto:${m.email}`} style={{ overflowWrap: "anywhere" }}>
                      {m.email}
                    </Anchor>
                  </div>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Box
                  component="iframe"
                  src={mapEmbedUrl(m.address, MAP_ZOOM)}
                  title={m.mapTitle}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  w="100%"
                  h={{ base: 280, md: 360 }}
                  style={{ border: 0, borderRadius: "var(--mantine-radius-md)", display: "block" }}
                />
              </Grid.Col>
            </Grid>
          </Container>
        </Box>
      </AfterFirstPaint>
    </Box>
  );
}
