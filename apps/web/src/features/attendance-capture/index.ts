/** Attendance capture on the caretaker's phone (spec §2.16, §4; decisions.md §3). See README.md. */
export { type CaptureDialogProps, type CaptureKid } from "./capture-dialog";
export { CaptureDialog, ConfirmKidDialog, usePreloadCaptureDialog } from "./lazy-capture-dialog";
export { type ConfirmKidDialogProps } from "./confirm-kid-dialog";
export { PendingCapturesBanner } from "./pending-captures-banner";
export { useCaptureQueue, type CaptureQueueState } from "./use-capture-queue";
export { flushCaptures, getCaptureQueue, queueCapture } from "./capture-service";
export type { CaptureRecord, FlushResult, QueueSnapshot } from "./capture-queue";
