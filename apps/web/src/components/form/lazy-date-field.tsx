import { formatDateIndia, messages, parseIndianDate } from "@app/contracts";
import { TextInput } from "@mantine/core";
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { DateFieldProps } from "./date-field";

let loaded: ComponentType<DateFieldProps> | null = null;
const loadDateField = () => import("./date-field").then((m) => (loaded = m.DateField));

/**
 * A DateField whose calendar (Mantine's date picker, its popover and floating-ui: about 25 KB of
 * gzipped JavaScript) loads when the reader reaches for the field, not with the screen
 * (docs/decisions/0131). Until then the same label and DD-MM-YYYY value show in a plain input of the
 * same size, which already takes a typed DD-MM-YYYY; the first touch, click or focus brings the real
 * field in (focused, with its calendar open, if the reader is still on it).
 * For screens on a phone's first download where changing the date is the exception (the parent's
 * day view); a form whose date is always filled in uses DateField.
 */
export function LazyDateField(props: DateFieldProps) {
  // The real field, once its code is here (at once on a screen after the first that needed it).
  const [DateField, setDateField] = useState(() => loaded);
  const [text, setText] = useState<string | null>(null);
  const focused = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!DateField || !focused.current || !inputRef.current) return;
    focused.current = false;
    inputRef.current.focus();
  });

  const want = () => {
    // One element until the code is here (not a Suspense fallback, which would replace the input the
    // reader is focusing), then the real field.
    if (!DateField) void loadDateField().then((field) => setDateField(() => field));
  };
  if (DateField) return <DateField {...props} inputRef={inputRef} />;
  return (
    <TextInput
      id={props.name}
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      size={props.size}
      value={text ?? (props.value ? formatDateIndia(props.value) : "")}
      placeholder={messages.common.datePlaceholder}
      inputMode="numeric"
      miw={150}
      onPointerDown={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => {
        focused.current = false;
        props.onBlur?.();
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const iso = parseIndianDate(typed);
        if (iso || typed === "") props.onChange(iso ?? "");
      }}
    />
  );
}
