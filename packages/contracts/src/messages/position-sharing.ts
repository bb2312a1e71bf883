/**
 * The caretaker's phone as the van's tracker while the run sheet is open (docs/decisions/0267):
 * the sharing line, its pause control and the "Start run" button of a current run's card.
 */
export const positionSharing = {
  /** The line while positions are being taken (a screen reader hears it once, role=status). */
  sharing: "Sharing the van's location",
  sharingHint: "Keep this page open during the run: parents see the van while it is on.",
  /** Before the first fix (GPS warming up). */
  locating: "Finding the van's location…",
  /** The phone refused the location permission. */
  denied: "Location off: turn it on so parents see the van",
  deniedHint: "Allow location for this site in the browser's settings, then reload the page.",
  /** No geolocation on this phone or page (old browser, insecure page). */
  unavailable: "This phone cannot share the van's location.",
  paused: "Sharing the van's location is paused.",
  pause: "Pause sharing",
  resume: "Share the location again",
  /** Positions taken without a signal, still on the phone. */
  waiting: (n: number) => (n === 1 ? "1 position waiting to be sent" : `${n} positions waiting to be sent`),
  startRun: "Start run",
  /** The button's accessible name begins with its visible words (axe label-content-name-mismatch). */
  startRunOf: (route: string) => `Start run: route ${route}`,
  starting: "Starting the run…",
  started: "The run has started: parents can see the van.",
  startFailed: "The run could not be started. Check the signal and try again.",
} as const;
