import { lazy, Suspense, useEffect } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import type { CaptureDialogProps } from "./capture-dialog";
import type { ConfirmKidDialogProps } from "./confirm-kid-dialog";

// The dialog (camera, photo compression, the date picker) is not part of the run sheet's first
// download (docs/decisions/0093). It is fetched as soon as the screen that offers it is up, so a
// caretaker who loses the signal right after opening the app can still capture (the service worker
// precaches it too, but only once it is installed).
const load = () => import("./capture-dialog");
// The confirm step comes before the capture: an offline caretaker needs its code already here.
const loadConfirm = () => import("./confirm-kid-dialog");
const Dialog = lazy(() => load().then((m) => ({ default: m.CaptureDialog })));

/** Fetches the capture dialog's code in the background; call from screens that offer a capture. */
export function usePreloadCaptureDialog() {
  useEffect(() => {
    void Promise.all([load(), loadConfirm()]).catch(() => {
      // Offline before it arrived: the service worker's copy (or the next visit) serves it.
    });
  }, []);
}

export function CaptureDialog(props: CaptureDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** "Do you want to proceed with …?", fetched when first asked (docs/decisions/0131). */
export const ConfirmKidDialog = lazyDialog<ConfirmKidDialogProps>(() => loadConfirm().then((m) => m.ConfirmKidDialog));
