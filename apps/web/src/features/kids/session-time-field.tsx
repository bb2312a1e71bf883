import { messages, parseCourseTime, TIME_INPUT_STEP_SECONDS, toCourseTime, type Meridiem } from "@app/contracts";
import { Group, NativeSelect, TextInput } from "@mantine/core";
import { useState } from "react";

const ui = messages.kids.ui;
const MERIDIEMS: readonly Meridiem[] = ["AM", "PM"];

/** AM or PM of a wire time ("HH:mm", 24-hour), or null when it is not a time. */
export function meridiemOf(value: string): Meridiem | null {
  const minutes = parseCourseTime(value);
  if (minutes === null) return null;
  return minutes < 12 * 60 ? "AM" : "PM";
}

/** The same clock time in the other half of the day ("11:00" + PM → "23:00"), via the contracts' toCourseTime. */
export function withMeridiem(value: string, meridiem: Meridiem): string {
  const minutes = parseCourseTime(value);
  if (minutes === null) return value;
  const h = Math.floor(minutes / 60);
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, "0")}`;
  return toCourseTime(clock, meridiem) ?? value;
}

export interface SessionTimeFieldProps {
  /** Field name of the time input (e.g. course_start_time), used to focus it on errors. */
  name: string;
  label: string;
  /** The wire format "HH:mm", 24-hour (what `<input type="time">` holds), or "". */
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A session time (spec §5.6): a native time input stepping 900 seconds plus an AM/PM selector. The
 * value stays the contracts' one wire format, "HH:mm" 24-hour; the selector always shows the half
 * of the day of that value, and choosing the other half moves the time by 12 hours. A half chosen
 * before any time is typed applies to the first time typed (browsers that show the time input as
 * 24-hour or as 12-hour both end up with the same value).
 */
export function SessionTimeField({ name, label, value, error, onChange, onBlur, disabled, required }: SessionTimeFieldProps) {
  const [pending, setPending] = useState<Meridiem>("AM");
  const shown = meridiemOf(value) ?? pending;

  const changeTime = (next: string) => {
    if (!next) return onChange("");
    if (!value && pending === "PM" && meridiemOf(next) === "AM") return onChange(withMeridiem(next, "PM"));
    onChange(next);
  };

  const changeMeridiem = (next: Meridiem) => {
    setPending(next);
    if (value && meridiemOf(value)) onChange(withMeridiem(value, next));
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        type="time"
        name={name}
        label={label}
        required={required}
        description={ui.timeHint}
        inputWrapperOrder={["label", "input", "description", "error"]}
        step={TIME_INPUT_STEP_SECONDS}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(event) => changeTime(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <NativeSelect
        w={88}
        label={ui.meridiem}
        aria-label={ui.meridiemOf(label)}
        value={shown}
        disabled={disabled}
        data={MERIDIEMS.map((m) => ({ value: m, label: ui.meridiemLabels[m] }))}
        onChange={(event) => changeMeridiem(event.currentTarget.value as Meridiem)}
        onBlur={onBlur}
      />
    </Group>
  );
}
