import { DROPDOWN_MAX_HEIGHT_PX, messages } from "@app/contracts";
import { Button } from "@mantine/core";
import { useAuth, useSessionStore } from "../../features/session/session-context";
import { displayName } from "../../features/session/session-store";
import { dashboardPathFor, isParentRole } from "../../features/session/roles";
import { useLogout } from "../../features/session/use-logout";
import { CheckIcon, ChevronDownIcon } from "../../components/icons";
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLabel, NavMenuLink } from "./nav-menu";

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
  if (!auth.isAuthenticated || !auth.role) return null;

  const kids = isParentRole(auth.role) ? (auth.user?.kids ?? []) : [];
  return (
    <NavMenu
      width={220}
      dropdownStyle={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX, overflowY: "auto" }}
      data-testid="user-menu-dropdown"
      trigger={(props, ref) => (
        // Bounded at every width so the navbar's other buttons keep their room (docs/decisions/0251);
        // `data-shortens` tells the layout checks this one label is cut on purpose.
        <Button {...props} ref={ref} variant="white" px="sm" rightSection={<ChevronDownIcon />} maw={{ base: 124, sm: 150, md: 260 }} data-shortens="name">
          <span style={{ display: "block", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}>
            {displayName(auth)}
          </span>
        </Button>
      )}
    >
      {/* The button cuts a long name short on a phone; the menu says it in full (issue 11). */}
      <NavMenuLabel style={{ overflowWrap: "anywhere" }}>{displayName(auth)}</NavMenuLabel>
      <NavMenuLink to={dashboardPathFor(auth.role)}>{t.dashboard}</NavMenuLink>
      {kids.length > 1 && (
        <>
          <NavMenuDivider />
          <NavMenuLabel>{t.switchKid}</NavMenuLabel>
          {kids.map((kid) => {
            const active = kid.uuid === auth.kid?.uuid;
            return (
              <NavMenuButton
                key={kid.uuid}
                onClick={() => store.setActiveKid(kid.uuid)}
                rightSection={active ? <CheckIcon aria-label={t.activeKid} aria-hidden={false} role="img" /> : null}
                aria-current={active ? "true" : undefined}
              >
                {kid.kidName}
              </NavMenuButton>
            );
          })}
        </>
      )}
      <NavMenuDivider />
      <NavMenuButton color="red" disabled={pending} onClick={() => void logout()}>
        {t.logout}
      </NavMenuButton>
    </NavMenu>
  );
}
