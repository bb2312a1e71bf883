import { messages } from "@app/contracts";
import { Anchor, Box, Burger, Collapse, Container, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, NavLink } from "react-router";
import { useAuth } from "../../features/session/session-context";
import classes from "./layout.module.css";
import { LanguageMenu } from "../../i18n/language-switcher";
import { UserMenu } from "./user-menu";

const t = messages.common.nav;
const LINKS = [
  { to: "/home", label: t.home },
  { to: "/aboutUs", label: t.aboutUs },
  { to: "/enquiryform", label: t.enquiry },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return LINKS.map((link) => (
    <Anchor
      key={link.to}
      component={NavLink}
      to={link.to}
      onClick={onNavigate}
      className={classes.navLink}
    >
      {link.label}
    </Anchor>
  ));
}

/** Navigation bar of spec §2.2; on narrow screens the links fold behind a burger. */
export function Navbar() {
  const { isAuthenticated } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" bg="var(--mantine-primary-color-filled)" c="white" className={classes.header}>
      <Container size="lg" px={{ base: "xs", sm: "md" }}>
        <Group justify="space-between" h={60} wrap="nowrap" gap="sm">
          {/* Where room is short the name takes two lines rather than squeezing the buttons beside it (docs/decisions/0251). */}
          <Anchor component={Link} to="/" c="white" fw={700} fz={{ base: 15, xs: "lg" }} className={classes.brand} onClick={close}>
            {messages.common.brand}
          </Anchor>
          <Group component="nav" aria-label={t.mainNavigation} gap="lg" visibleFrom="sm" wrap="nowrap">
            <NavLinks />
          </Group>
          {/* Never squeezed: Mantine's buttons hide what overflows them, so a squeezed language or
              account button would cut its label (docs/decisions/0251). */}
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageMenu />
            {isAuthenticated && <UserMenu />}
            <Burger
              hiddenFrom="sm"
              color="white"
              size="sm"
              opened={opened}
              onClick={toggle}
              aria-label={t.toggleNavigation}
              aria-expanded={opened}
              aria-controls="mobile-navigation"
            />
          </Group>
        </Group>
      </Container>
      <Collapse in={opened} hiddenFrom="sm">
        <Container size="lg" pb="sm">
          <Stack component="nav" id="mobile-navigation" aria-label={t.mainNavigation} gap={4}>
            <NavLinks onNavigate={close} />
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}
