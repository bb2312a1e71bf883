import { messages, parseIndianDate } from "@app/contracts";
import { DateInput, DatesProvider } from "@mantine/dates";
import type { ReactNode, Ref } from "react";
import { currentLanguage } from "../../i18n/current-language";

export interface DateFieldProps {
  /** Also the input's id, so a form can focus it by name (useSchemaForm.focusField). */
  name: string;
  label: ReactNode;
  /** YYYY-MM-DD, or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The latest day the calendar offers (YYYY-MM-DD); a typed later day still reaches the form's own rule and message. */
  max?: string;
  inputWrapperOrder?: ("label" | "input" | "description" | "error")[];
  inputRef?: Ref<HTMLInputElement>;
  size?: "sm" | "md";
}

/**
 * Every date field of the product (issue 11): shows and accepts DD-MM-YYYY whatever the browser's
 * locale, with the UI library's calendar instead of the browser's native picker (which shows
 * mm/dd/yyyy on an English-US phone). The value stays YYYY-MM-DD, the wire format.
 */
export function DateField(props: DateFieldProps) {
  const { name, label, value, onChange, onBlur, error, description, required, disabled, max, inputWrapperOrder, inputRef, size } = props;
  return (
    // Here rather than around the whole app, so the calendar code loads only with a screen that has a
    // date field (docs/decisions/0093). It speaks the page's language; weeks start on Sunday as in India.
    <DatesProvider settings={{ locale: currentLanguage(), firstDayOfWeek: 0 }}>
      <DateInput
        id={name}
        ref={inputRef}
        size={size}
        label={label}
        description={description}
        error={error}
        required={required}
        disabled={disabled}
        inputWrapperOrder={inputWrapperOrder}
        value={value || null}
        onChange={(next) => onChange(next ?? "")}
        onBlur={onBlur}
        valueFormat="DD-MM-YYYY"
        dateParser={parseIndianDate}
        placeholder={messages.common.datePlaceholder}
        excludeDate={max ? (day) => day > max : undefined}
        clearable={!required}
        inputMode="numeric"
        popoverProps={{ withinPortal: true }}
        // Never squeezed below a DD-MM-YYYY and its clear button in a toolbar row (WCAG 2.5.8 target size).
        miw={150}
      />
    </DatesProvider>
  );
}
