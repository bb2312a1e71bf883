// Where the keyboard focus goes back to once the capture is over. The confirm dialog ("Do you want
// to proceed with …?") and the capture dialog are two modals in a row: Mantine would hand the focus
// back from the first to the kid's button just as the second one opens (so the second opened without
// the focus), and from the second to the first's "Yes" button, which no longer exists. So the
// confirm dialog remembers what had the focus when it opened (the kid's button) and leaves it here
// for the capture dialog, which puts the focus back there when it closes (issue 9, issue 14).
let returnTarget: HTMLElement | null = null;

export function rememberCaptureTrigger(element: Element | null) {
  returnTarget = element instanceof HTMLElement ? element : null;
}

/** The element to focus when the capture dialog closes (taken once). */
export function takeCaptureTrigger(): HTMLElement | null {
  const target = returnTarget;
  returnTarget = null;
  return target;
}
