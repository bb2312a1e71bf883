import { messages } from "@app/contracts";
import { Button, Group, Modal, Stack, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef, type ReactNode } from "react";

/** Phones (below Mantine's `sm`, 48em): modals take the whole screen. */
export const PHONE_QUERY = "(max-width: 48em)";

/**
 * Mantine draws a modal's title bar as a <header>, which read as a second "banner" landmark next to
 * the page's own (axe: landmark-no-duplicate-banner); it is only a title bar. Mantine 8 hands
 * `attributes.header` to that element at run time, but its types leave `attributes` out of Modal
 * (its root is a compound component), hence the cast.
 */
const TITLE_BAR_NOT_A_LANDMARK = { attributes: { header: { role: "none" } } } as unknown as Partial<ModalProps>;

/**
 * A Mantine Modal that is full screen on phones and `size` (default "xl") wide elsewhere; the body
 * scrolls inside the modal. Title is required so the dialog always has an accessible name.
 */
export function ResponsiveModal({ size = "xl", title, ...props }: ModalProps & { title: string }) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <Modal
      size={size}
      fullScreen={phone}
      radius={phone ? 0 : "md"}
      title={title}
      transitionProps={{ duration: phone ? 0 : 150 }}
      closeButtonProps={{ "aria-label": messages.staff.ui.closeDialog }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      {...TITLE_BAR_NOT_A_LANDMARK}
      {...props}
    />
  );
}

/**
 * For a modal whose content switches (view → edit): when `key` changes, scrolls the content back
 * to its top and moves the focus to its first control, so neither the scroll position nor the
 * keyboard focus is lost on the button that disappeared. Attach the returned ref to a wrapper.
 */
export function useContentReset<T>(key: T) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const element = ref.current;
    if (!element) return;
    // Back to the top of whatever scrolls (the modal body, or the whole modal when full screen).
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (node.scrollTop > 0) node.scrollTop = 0;
    }
    element.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button")?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}

export interface ViewEditModalProps {
  /** Open while this is true (the caller passes `item !== null`). */
  opened: boolean;
  mode: "view" | "edit";
  onModeChange: (mode: "view" | "edit") => void;
  onClose: () => void;
  viewTitle: string;
  editTitle: string;
  size?: ModalProps["size"];
  /** The read-only content of view mode (the Edit and Close buttons are added below it); called only while open. */
  renderView: () => ReactNode;
  /** The form of edit mode, which brings its own buttons; called only while open. */
  renderEditForm: () => ReactNode;
  editLabel: string;
  closeLabel: string;
}

/**
 * One record in view mode (its details, then Edit and Close) or edit mode (its form). A click
 * outside closes only the view: in edit mode it would throw away what was typed. Switching mode
 * resets scroll and focus (`useContentReset`).
 */
export function ViewEditModal({ opened, mode, onModeChange, onClose, viewTitle, editTitle, size, renderView, renderEditForm, editLabel, closeLabel }: ViewEditModalProps) {
  const contentRef = useContentReset(mode);
  const edit = mode === "edit";
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={edit ? editTitle : viewTitle} size={size} closeOnClickOutside={!edit}>
      <div ref={contentRef}>
        {opened &&
          (edit ? (
            renderEditForm()
          ) : (
            <Stack gap="lg">
              {renderView()}
              <Group justify="flex-end" gap="sm">
                <Button variant="light" onClick={() => onModeChange("edit")}>
                  {editLabel}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {closeLabel}
                </Button>
              </Group>
            </Stack>
          ))}
      </div>
    </ResponsiveModal>
  );
}
