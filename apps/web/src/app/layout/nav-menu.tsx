import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import classes from "./nav-menu.module.css";

/**
 * The navbar's account and language menus: a menu button (WAI-ARIA APG "menu button" pattern) with a
 * dropdown under it. Hand-made rather than Mantine's Menu, whose Popover and floating-ui are about
 * 15 KB of gzipped JavaScript on every phone screen for two menus that always open below their
 * button at the navbar's right (docs/decisions/0131). Mantine's Menu stays for the admin's screens.
 *
 * Keyboard: Enter, Space or ArrowDown on the button open it on the first item, ArrowUp on the last;
 * ArrowUp/ArrowDown/Home/End move between items; Escape and Tab close it and return to the button;
 * a click outside closes it.
 */
interface MenuContextValue {
  close: (refocus: boolean) => void;
}
const MenuContext = createContext<MenuContextValue>({ close: () => {} });

interface TriggerProps {
  id: string;
  "aria-haspopup": "menu";
  "aria-expanded": boolean;
  "aria-controls": string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface NavMenuProps {
  /** Renders the menu's button with these props (and the ref) spread on it. */
  trigger: (props: TriggerProps, ref: (el: HTMLButtonElement | null) => void) => ReactNode;
  width: number;
  dropdownStyle?: CSSProperties;
  "data-testid"?: string;
  children: ReactNode;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')] : [];
}

export function NavMenu({ trigger, width, dropdownStyle, children, ...rest }: NavMenuProps) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  // Which item takes the focus once the dropdown is there: the first, the last, or none (a click).
  const [initialFocus, setInitialFocus] = useState<"first" | "last">("first");
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpened(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  const open = (focus: "first" | "last") => {
    setInitialFocus(focus);
    setOpened(true);
  };

  useEffect(() => {
    if (!opened) return;
    const list = items(menuRef.current);
    (initialFocus === "first" ? list[0] : list[list.length - 1])?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [opened, initialFocus, close]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(at + 1);
    else if (event.key === "ArrowUp") moveTo(at < 0 ? list.length - 1 : at - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(list.length - 1);
    else if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      close(true);
    }
  };

  const triggerProps: TriggerProps = {
    id: `${id}-button`,
    "aria-haspopup": "menu",
    "aria-expanded": opened,
    "aria-controls": opened ? `${id}-menu` : undefined,
    onClick: () => (opened ? close(false) : open("first")),
    onKeyDown: onTriggerKeyDown,
  };

  return (
    <MenuContext.Provider value={{ close }}>
      <div ref={rootRef} className={classes.root}>
        {trigger(triggerProps, (el) => {
          triggerRef.current = el;
        })}
        {opened && (
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            className={classes.dropdown}
            style={{ width, ...dropdownStyle }}
            onKeyDown={onMenuKeyDown}
            data-testid={rest["data-testid"]}
          >
            {children}
          </div>
        )}
      </div>
    </MenuContext.Provider>
  );
}

export function NavMenuLabel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className={classes.label} style={style}>
      {children}
    </div>
  );
}

export function NavMenuDivider() {
  return <div role="separator" className={classes.divider} />;
}

interface ItemProps {
  children: ReactNode;
  rightSection?: ReactNode;
  color?: "red";
  lang?: string;
  "aria-current"?: "true";
}

/** An item that opens a page of the app. */
export function NavMenuLink({ to, children, rightSection, ...rest }: ItemProps & { to: string }) {
  const { close } = useContext(MenuContext);
  return (
    <Link role="menuitem" tabIndex={-1} to={to} className={classes.item} data-color={rest.color} onClick={() => close(false)} lang={rest.lang} aria-current={rest["aria-current"]}>
      <span className={classes.itemLabel}>{children}</span>
      {rightSection}
    </Link>
  );
}

/** An item that does something here; the menu closes and the focus returns to its button. */
export function NavMenuButton({ onClick, disabled, children, rightSection, ...rest }: ItemProps & { onClick: () => void; disabled?: boolean }) {
  const { close } = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={classes.item}
      data-color={rest.color}
      lang={rest.lang}
      aria-current={rest["aria-current"]}
      aria-disabled={disabled ? "true" : undefined}
      onClick={() => {
        if (disabled) return;
        close(true);
        onClick();
      }}
    >
      <span className={classes.itemLabel}>{children}</span>
      {rightSection}
    </button>
  );
}
