/**
 * Whether a capture is in progress on this page (the Capture Details form is open). A new app
 * version is never swapped in meanwhile: the update prompt holds its Reload until it is over.
 */
let open = 0;
const listeners = new Set<() => void>();

function changed() {
  for (const l of listeners) l();
}

/** Marks a capture as started; the returned function ends it (an effect's clean-up). */
export function beginCapture(): () => void {
  open += 1;
  changed();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    open -= 1;
    changed();
  };
}

export function isCapturing(): boolean {
  return open > 0;
}

export function subscribeCaptureActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
