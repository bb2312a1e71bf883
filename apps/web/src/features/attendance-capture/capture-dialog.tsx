import { ATTENDANCE_TYPES, attendanceCaptureFieldsSchema, formatDateIndia, messages, todayInIndia, type AttendanceType } from "@app/contracts";
import { Alert, Box, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { beginCapture } from "../offline/capture-activity";
import { ResponsiveModal } from "../../components/responsive-modal";
import type { CaptureRecord } from "./capture-queue";
import { queueCapture } from "./capture-service";
import classes from "./capture-dialog.module.css";
import { compressPhoto, fitWithin, type CompressedPhoto } from "./compress-photo";
import { nowTimeInIndia } from "./india-time";
import { useCamera, type Facing } from "./use-camera";
import { useLocation } from "./use-location";
import { CaptureTimeField } from "./capture-time-field";
import { takeCaptureTrigger } from "./capture-focus";

const c = messages.attendance.capture;
const f = messages.attendance.fields;

export interface CaptureKid {
  uuid: string;
  kidName: string;
}

export interface CaptureDialogProps {
  opened: boolean;
  onClose: () => void;
  kid: CaptureKid;
  /** Called once the capture is stored on the phone (just before the dialog asks to close). */
  onQueued?: (capture: CaptureRecord) => void;
  /** The attendance type chosen when the dialog opens (default homePickup). */
  defaultType?: AttendanceType;
  /** The caretaker confirmed that this capture replaces the one recorded for the leg (issue 9). */
  replace?: boolean;
}

/**
 * "Capture Details" (spec §2.16, §4): location and camera start when it opens; Capture / Retake;
 * attendance type, pickup time, the read-only kid id and the date; Submit (enabled only with a
 * photo and a pickup time) compresses the photo, stores the capture in the on-device queue and
 * closes; toasts then say whether the server acknowledged it (see `queueCapture`).
 */
export function CaptureDialog({ opened, onClose, kid, onQueued, defaultType, replace = false }: CaptureDialogProps) {
  // Opened from the confirm dialog, the focus goes back to the kid's button it started from, not to
  // the confirm dialog's vanished "Yes" (capture-focus.ts).
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      setTrigger(takeCaptureTrigger());
      return;
    }
    if (!trigger) return;
    const target = trigger;
    setTrigger(null);
    // After Mantine's own close handling, which runs on the next tick.
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 30);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the opening and closing matter
  }, [opened]);
  // Closed by Escape, the × or after a submit: the kid's button takes the focus back once the modal is gone.
  const close = () => {
    const target = trigger;
    onClose();
    if (target) setTimeout(() => target.isConnected && target.focus(), 100);
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title={c.title} size="lg" closeOnClickOutside={false} returnFocus={!trigger}>
      {opened && <CaptureForm kid={kid} onClose={onClose} onQueued={onQueued} defaultType={defaultType ?? "homePickup"} replace={replace} />}
    </ResponsiveModal>
  );
}

function CaptureForm({
  kid,
  onClose,
  onQueued,
  defaultType,
  replace,
}: {
  kid: CaptureKid;
  onClose: () => void;
  onQueued?: (capture: CaptureRecord) => void;
  defaultType: AttendanceType;
  replace: boolean;
}) {
  // While this form is open a new app version waits (the update prompt holds its Reload).
  useEffect(() => beginCapture(), []);
  const [facing, setFacing] = useState<Facing>("environment");
  const camera = useCamera(facing);
  const { location, retry: retryLocation, ensure: ensureLocation } = useLocation();
  const stillRef = useRef<HTMLCanvasElement>(null);
  const [captured, setCaptured] = useState(false);
  const [type, setType] = useState<AttendanceType>(defaultType);
  const [pickupTime, setPickupTime] = useState(() => nowTimeInIndia());
  // The capture is today's: the time may be corrected (a capture saved late), the day may not; the
  // office records other days (docs/decisions/0243).
  const [date] = useState(() => todayInIndia());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  const canSubmit = captured && pickupTime !== "" && !submitting;

  /** Draws `source` (`width`x`height`) onto the still canvas at most 1600 px on its longest side. */
  const drawStill = (source: CanvasImageSource, width: number, height: number) => {
    const canvas = stillRef.current;
    const size = fitWithin(width, height);
    const context = canvas?.getContext("2d");
    if (!canvas || !context || size.width === 0) return false;
    canvas.width = size.width;
    canvas.height = size.height;
    context.drawImage(source, 0, 0, size.width, size.height);
    return true;
  };

  const capture = () => {
    const video = camera.videoRef.current;
    setError(null);
    if (!video || camera.status !== "live" || !video.videoWidth || !drawStill(video, video.videoWidth, video.videoHeight)) {
      setError(c.notReady);
      return;
    }
    setCaptured(true);
  };

  /** Without a usable camera stream: a photo from the phone's camera app. */
  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    setError(null);
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      const ok = drawStill(bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      if (!ok) throw new Error("No canvas.");
      setCaptured(true);
    } catch {
      setError(c.photoFailed);
    }
  };

  const submit = async () => {
    if (!canSubmit) return;
    setError(null);
    setSubmitting(true);
    try {
      const place = await ensureLocation();
      // The status line under the camera says why (and the alert was shown if permission is refused).
      if (place.status !== "found") return;
      const fields = { userProfileUuid: kid.uuid, date, type, pickupTime, latitude: place.latitude, longitude: place.longitude };
      const checked = attendanceCaptureFieldsSchema.safeParse(fields);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? c.saveFailed);
        return;
      }
      let compressed: CompressedPhoto;
      try {
        compressed = await compressPhoto(stillRef.current!);
      } catch {
        setError(c.photoFailed);
        return;
      }
      let record: CaptureRecord;
      try {
        // A replacement only for the leg the caretaker confirmed; another leg chosen here is a new capture.
        record = await queueCapture({
          ...checked.data,
          kidName: kid.kidName,
          photo: compressed.blob,
          // Absent when it could not be made: the server then draws it from the photo.
          thumb: compressed.thumb,
          replace: replace && type === defaultType,
        });
      } catch {
        setError(c.saveFailed);
        return;
      }
      onQueued?.(record);
      onClose();
    } finally {
      setSubmitting(false);
    }
  };

  const showVideo = !captured && camera.status !== "unavailable" && camera.status !== "denied";

  return (
    <Stack gap="sm">
      <Text fw={600}>{c.kid(kid.kidName)}</Text>

      <Box className={classes.frame}>
        <video
          ref={camera.videoRef}
          className={classes.media}
          data-mirrored={facing === "user" || undefined}
          hidden={!showVideo}
          aria-label={c.cameraPreview}
          autoPlay
          playsInline
          muted
        />
        <canvas ref={stillRef} className={classes.media} hidden={!captured} role="img" aria-label={c.capturedPhotoAlt(kid.kidName)} />
        {!captured && camera.status === "starting" && (
          <Text className={classes.overlay} role="status">
            {c.cameraStarting}
          </Text>
        )}
      </Box>

      {!captured && (camera.status === "unavailable" || camera.status === "denied") && (
        <Alert color={camera.status === "denied" ? "orange" : "gray"} variant="light" title={camera.status === "denied" ? c.cameraBlockedTitle : c.cameraUnavailable}>
          <Stack gap="xs">
            {camera.status === "denied" && <Text size="sm">{c.cameraBlockedHelp}</Text>}
            <Text size="sm">{c.cameraFallbackHint}</Text>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              aria-label={c.takePhoto}
              className={classes.fileInput}
              onChange={(e) => void pickFile(e)}
            />
            <Button variant="default" onClick={camera.restart} fullWidth>
              {c.retryCamera}
            </Button>
          </Stack>
        </Alert>
      )}

      <Group gap="sm" grow>
        {/* Half the row on a phone: the Telugu and Hindi words wrap onto a second line instead of being cut (docs/decisions/0251). */}
        <Button
          variant="default"
          px="xs"
          h="auto"
          mih={36}
          py={4}
          styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
          onClick={() => setFacing((current) => (current === "environment" ? "user" : "environment"))}
          disabled={captured || camera.status === "unavailable"}
        >
          {facing === "environment" ? c.useFrontCamera : c.useBackCamera}
        </Button>
        {captured ? (
          <Button variant="light" onClick={() => setCaptured(false)} disabled={submitting}>
            {c.retake}
          </Button>
        ) : (
          <Button onClick={capture} disabled={camera.status !== "live"}>
            {c.capture}
          </Button>
        )}
      </Group>

      <div aria-live="polite">
        {location.status === "denied" || location.status === "unavailable" ? (
          <Alert color="orange" variant="light" title={location.status === "denied" ? messages.attendance.alerts.locationDenied : c.locationUnavailable}>
            <Stack gap="xs">
              <Text size="sm">{location.status === "denied" ? c.locationBlockedHelp : c.locationOffHelp}</Text>
              <Button variant="default" onClick={() => void retryLocation()} fullWidth>
                {c.retryLocation}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c={location.status === "found" ? "dimmed" : undefined}>
            {location.status === "found" ? c.locationFound(Math.max(1, location.accuracy)) : c.locationPending}
          </Text>
        )}
      </div>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={c.typeLabel}
          required
          value={type}
          data={ATTENDANCE_TYPES.map((value) => ({ value, label: messages.attendance.typeLabels[value] }))}
          onChange={(e) => setType(e.currentTarget.value as AttendanceType)}
        />
        <CaptureTimeField label={c.timeLabel(type)} value={pickupTime} error={pickupTime ? undefined : f.pickupTimeRequired} onChange={setPickupTime} />
        <TextInput name="captureDate" label={c.dateLabel} description={c.dateTodayHint} value={formatDateIndia(date)} readOnly />
      </SimpleGrid>

      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}

      {!canSubmit && !submitting && (
        <Text id={hintId} size="sm" c="dimmed">
          {c.submitHint}
        </Text>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {c.cancel}
        </Button>
        <Button onClick={() => void submit()} disabled={!canSubmit} loading={submitting} aria-describedby={canSubmit ? undefined : hintId}>
          {c.submit}
        </Button>
      </Group>
    </Stack>
  );
}
