import { DROPDOWN_MAX_HEIGHT_PX, messages } from "@app/contracts";
import { Button, Menu } from "@mantine/core";
import { useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useAuth, useSessionStore } from "../../features/session/session-context";
import { displayName } from "../../features/session/session-store";
import { dashboardPathFor, isParentRole } from "../../features/session/roles";
import { useLogout } from "../../features/session/use-logout";
import { CheckIcon, ChevronDownIcon } from "../../components/icons";

const t = messages.common.nav;

/**
 * The logged-in dropdown of spec §2.2: titled with the user name (staff) or the kid name (parents),
 * offering the role's dashboard (every role, decisions.md) and Logout; a parent with several kids
 * can switch the active kid. Scrolls at 200 px; closes on outside click, Escape and Tab.
 */
export function UserMenu() {
  const auth = useAuth();
  const store = useSessionStore();
  const { logout, pending } = useLogout();
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (!auth.isAuthenticated || !auth.role) return null;

  const kids = isParentRole(auth.role) ? (auth.user?.kids ?? []) : [];
  const closeOnTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Tab") {
      // Close and put focus back on the menu button (the dropdown lives in a portal at the end
      // of the page, so the browser's own Tab would leave the page).
      event.preventDefault();
      setOpened(false);
      window.setTimeout(() => triggerRef.current?.focus(), 0);
    }
  };

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={220} hideDetached={false}>
      <Menu.Target>
        <Button
          ref={triggerRef}
          variant="white"
          px="sm"
          rightSection={<ChevronDownIcon />}
          maw={{ base: 124, sm: 260 }}
        >
          <span style={{ display: "block", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}>
            {displayName(auth)}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown
        onKeyDown={closeOnTab}
        style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX, overflowY: "auto" }}
        data-testid="user-menu-dropdown"
      >
        {/* The button cuts a long name short on a phone; the menu says it in full (issue 11). */}
        <Menu.Label style={{ overflowWrap: "anywhere" }}>{displayName(auth)}</Menu.Label>
        <Menu.Item component={Link} to={dashboardPathFor(auth.role)}>
          {t.dashboard}
        </Menu.Item>
        {kids.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t.switchKid}</Menu.Label>
            {kids.map((kid) => {
              const active = kid.uuid === auth.kid?.uuid;
              return (
                <Menu.Item
                  key={kid.uuid}
                  onClick={() => store.setActiveKid(kid.uuid)}
                  rightSection={active ? <CheckIcon aria-label={t.activeKid} aria-hidden={false} role="img" /> : null}
                  aria-current={active ? "true" : undefined}
                >
                  {kid.kidName}
                </Menu.Item>
              );
            })}
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" disabled={pending} onClick={() => void logout()}>
          {t.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
