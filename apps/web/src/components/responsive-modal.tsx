import { messages } from "@app/contracts";
import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef } from "react";

/** Phones (below Mantine's `sm`, 48em): modals take the whole screen. */
export const PHONE_QUERY = "(max-width: 48em)";

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
