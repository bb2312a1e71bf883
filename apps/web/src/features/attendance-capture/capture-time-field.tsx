import { formatCourseTime12, getDisplayLocale, messages } from "@app/contracts";
import { Text } from "@mantine/core";
import { TimeField } from "../../components/form/time-field";

export interface CaptureTimeFieldProps {
  /** Named for the leg: "Pickup time" or "Drop time". */
  label: string;
  /**
   * The wire format "HH:mm", 24-hour (the capture's pickupTime), or "" while incomplete. Read when
   * the field mounts only: the picker keeps its own boxes, so clearing the hours to retype them
   * does not also wipe the minutes and AM/PM (a controlled TimePicker resets all three on "").
   */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The capture's time: Mantine's TimePicker (hours, minutes, AM/PM boxes drawn by the app), not the
 * browser's native time input, which shows the browser's locale (24-hour on many Android phones set
 * to English (UK), or Hindi digits). It always reads 12-hour with AM/PM; in Telugu and Hindi the
 * usual day-part reading ("8:05 ఉదయం", "सुबह 8:05") is written under it, with "Times are IST".
 * The value stays the spec's "HH:mm", 24-hour (docs/decisions/0071).
 */
export function CaptureTimeField({ label, value, error, onChange }: CaptureTimeFieldProps) {
  const english = getDisplayLocale().startsWith("en");
  return (
    <TimeField
      label={label}
      name="pickupTime"
      value={value}
      onChange={onChange}
      error={error}
      description={
        <>
          {!english && value && (
            <Text span inherit fw={600} mr={4} data-testid="time-reading">
              {formatCourseTime12(value)}
            </Text>
          )}
          {messages.common.timesAreIst}
        </>
      }
    />
  );
}
