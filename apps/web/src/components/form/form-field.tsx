import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import { messages } from "@app/contracts";
import type { ReactNode } from "react";
import { PasswordField } from "../../features/auth/password-field";
import { ImageFileInput } from "../image-file-input";
import { DateField } from "./date-field";

export type FieldKind = "text" | "email" | "tel" | "date" | "password" | "select" | "textarea" | "decimal" | "image";

export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  kind: FieldKind;
  required?: boolean;
  description?: ReactNode;
  /** Select options; an empty "Select" choice is added in front. */
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
  maxLength?: number;
  /** Date inputs: the latest date the picker offers (e.g. today for a birth date). */
  max?: string;
  /** Image inputs on edit forms: the stored image shown until a replacement is picked. */
  currentSrc?: string | null;
  /** Take the whole row of a two-column grid. */
  wide?: boolean;
}

export interface FormFieldProps {
  spec: FieldSpec;
  value: unknown;
  error?: string;
  /** Text kinds report on every keystroke; select and image kinds on pick. */
  onChange: (value: string | File | null) => void;
  onBlur: () => void;
  disabled?: boolean;
}

const INPUT_TYPES: Partial<Record<FieldKind, string>> = { email: "email", tel: "tel", text: "text", decimal: "text" };
const INPUT_MODES: Partial<Record<FieldKind, "email" | "tel" | "numeric" | "decimal">> = {
  email: "email",
  tel: "numeric",
  decimal: "decimal",
};

/**
 * One labelled form control of a kind (text, email, tel, date, password with show/hide, native
 * select, textarea, decimal, JPG/PNG image), wired to `useSchemaForm`'s value, error, change and
 * blur. Native controls are used where they serve phones and screen readers best (date, select, file).
 */
export function FormField({ spec, value, error, onChange, onBlur, disabled }: FormFieldProps) {
  const common = {
    name: spec.name,
    label: spec.label,
    required: spec.required,
    description: spec.description,
    error,
    disabled,
    onBlur,
    // Hints under the input keep the inputs of a row aligned.
    inputWrapperOrder: ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[],
  };
  switch (spec.kind) {
    case "date":
      return (
        <DateField
          name={spec.name}
          label={spec.label}
          required={spec.required}
          description={spec.description}
          error={error}
          disabled={disabled}
          onBlur={onBlur}
          inputWrapperOrder={common.inputWrapperOrder}
          value={String(value ?? "")}
          max={spec.max}
          onChange={(next) => onChange(next)}
        />
      );
    case "image":
      return (
        <ImageFileInput
          name={spec.name}
          label={spec.label}
          required={spec.required}
          description={spec.description}
          error={error}
          disabled={disabled}
          onBlur={onBlur}
          value={(value as File | null) ?? null}
          onChange={(file) => onChange(file)}
          currentSrc={spec.currentSrc}
        />
      );
    case "select":
      return (
        <NativeSelect
          {...common}
          value={String(value ?? "")}
          data={[{ value: "", label: messages.staff.ui.selectPlaceholder }, ...(spec.options ?? [])]}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          value={String(value ?? "")}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={spec.maxLength}
          autoComplete={spec.autoComplete}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "password":
      return (
        <PasswordField
          {...common}
          value={String(value ?? "")}
          autoComplete={spec.autoComplete ?? "new-password"}
          // Mantine's PasswordInput marks an error with data-invalid only: tell assistive technology too.
          aria-invalid={error ? true : undefined}
          maxLength={spec.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={INPUT_TYPES[spec.kind] ?? "text"}
          inputMode={INPUT_MODES[spec.kind]}
          value={String(value ?? "")}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
