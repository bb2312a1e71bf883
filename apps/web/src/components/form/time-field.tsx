import { messages } from "@app/contracts";
import { TimePicker } from "@mantine/dates";
import { useState, type ReactNode } from "react";

const c = messages.attendance.capture;

export interface TimeFieldProps {
  label: string;
  name: string;
  /**
   * The wire format "HH:mm", 24-hour, or "" while incomplete. Read when the field mounts only: the
   * picker keeps its own boxes, so clearing the hours to retype them does not also wipe the minutes
   * and AM/PM (a controlled TimePicker resets all three on "").
   */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Names of the minutes and AM/PM boxes when a screen has two pickers (the capture's by default). */
  minutesLabel?: string;
  amPmLabel?: string;
  /** Step of the minutes box's arrows and list (e.g. 15 for the kid form's session times). */
  minutesStep?: number;
}

/**
 * A clock time as people read it in this app (issue 11, docs/decisions/0071): Mantine's TimePicker
 * with hours, minutes and AM/PM boxes drawn by the app, not the browser's native time input, which
 * follows the phone's locale (24-hour on many phones, or Hindi digits).
 */
export function TimeField(props: TimeFieldProps) {
  const { label, name, value, onChange, error, description, required = true, disabled, minutesLabel, amPmLabel, minutesStep } = props;
  const [initial] = useState(value);
  return (
    <TimePicker
      label={label}
      name={name}
      required={required}
      disabled={disabled}
      format="12h"
      defaultValue={initial}
      onChange={onChange}
      error={error}
      description={description}
      minutesStep={minutesStep}
      minutesInputLabel={minutesLabel ?? c.minutesLabel}
      amPmInputLabel={amPmLabel ?? c.amPmLabel}
      amPmLabels={{ am: c.amPm.am, pm: c.amPm.pm }}
    />
  );
}
