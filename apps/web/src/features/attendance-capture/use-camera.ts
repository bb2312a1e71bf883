import { CAMERA_IDEAL, messages } from "@app/contracts";
import { useCallback, useEffect, useRef, useState } from "react";

/** "environment" is the back camera (the default, spec §9), "user" the front one. */
export type Facing = "environment" | "user";

/** starting → live; denied (permission refused: alert shown); unavailable (no camera, busy, no API, insecure page). */
export type CameraStatus = "starting" | "live" | "denied" | "unavailable";

/** Spec §9: ideal and max 4096x2160. A bare `facingMode` is a preference, so a laptop's only camera still works. */
export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      facingMode: facing,
      width: { ideal: CAMERA_IDEAL.width, max: CAMERA_IDEAL.width },
      height: { ideal: CAMERA_IDEAL.height, max: CAMERA_IDEAL.height },
    },
  };
}

const HAVE_METADATA = 1;
const PERMISSION_ERRORS = new Set(["NotAllowedError", "SecurityError", "PermissionDeniedError"]);

export function isPermissionError(error: unknown): boolean {
  return PERMISSION_ERRORS.has((error as { name?: string } | null)?.name ?? "");
}

export function stopStream(stream: MediaStream | null | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}

async function openCamera(media: MediaDevices, facing: Facing): Promise<MediaStream> {
  try {
    return await media.getUserMedia(cameraConstraints(facing));
  } catch (error) {
    // A camera that cannot meet the size limits: take whatever it gives rather than nothing.
    if ((error as { name?: string } | null)?.name === "OverconstrainedError") {
      return media.getUserMedia({ audio: false, video: { facingMode: facing } });
    }
    throw error;
  }
}

/**
 * The live camera of the Capture Details dialog: starts when the component mounts and on every
 * switch of `facing` (the previous stream is stopped first: phones open one camera at a time), and
 * stops every track on unmount. A refused permission shows the spec's alert once per start.
 */
export function useCamera(facing: Facing) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>("starting");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const media = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setStatus("unavailable");
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    let removeReadyListener = () => {};
    const video = videoRef.current;
    setStatus("starting");
    openCamera(media, facing).then(
      (opened) => {
        if (cancelled) return stopStream(opened);
        stream = opened;
        if (!video) return setStatus("live");
        // "live" (Capture enabled) only once the frames have a size: a capture before that is empty.
        const ready = () => {
          video.removeEventListener("loadedmetadata", ready);
          if (!cancelled) setStatus("live");
        };
        video.addEventListener("loadedmetadata", ready);
        removeReadyListener = () => video.removeEventListener("loadedmetadata", ready);
        video.srcObject = opened;
        try {
          void video.play()?.catch(() => {});
        } catch {
          // autoPlay takes over.
        }
        if (video.readyState >= HAVE_METADATA) ready();
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isPermissionError(error)) {
          setStatus("denied");
          window.alert(messages.attendance.alerts.cameraDenied);
        } else {
          setStatus("unavailable");
        }
      },
    );
    return () => {
      cancelled = true;
      removeReadyListener();
      stopStream(stream);
      if (video) video.srcObject = null;
    };
  }, [facing, attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { videoRef, status, restart };
}
