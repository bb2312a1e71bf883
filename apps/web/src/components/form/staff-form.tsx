import { messages, todayInIndia } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import type { FormEvent, Ref } from "react";
import { toast } from "../../lib/toast";
import { apiErrorMessage } from "../api-error-message";
import type { FieldSpec } from "./form-field";
import { FormFieldsGrid } from "./form-fields-grid";
import { keepFocus } from "./keep-focus";

const f = messages.staff.fields;
const l = messages.staff.labels;
const ui = messages.staff.ui;
const sd = messages.staffDocuments;

/** The fields every staff member (driver, caretaker) has under the same name. */
export type StaffCommonField = "name" | "phoneNumber" | "email" | "dob" | "password" | "aadharNo" | "address";

/**
 * The specs of the fields the driver and caretaker forms share, so both ask for them with the same
 * limits and hints. On an edit form the password, Aadhaar and images become optional (blank keeps
 * the stored value) and their hints say so.
 */
export function staffFieldSpecs(edit: boolean) {
  const common: Record<StaffCommonField, FieldSpec<StaffCommonField>> = {
    name: { name: "name", label: l.name, kind: "text", required: true, autoComplete: "off", maxLength: 100 },
    phoneNumber: { name: "phoneNumber", label: l.phoneNumber, kind: "tel", required: true, autoComplete: "off", maxLength: 10 },
    email: { name: "email", label: l.email, kind: "email", required: true, autoComplete: "off", maxLength: 254 },
    dob: { name: "dob", label: l.dob, kind: "date", required: true, max: todayInIndia() },
    password: {
      name: "password",
      label: l.password,
      kind: "password",
      required: !edit,
      description: edit ? l.passwordHintEdit : ui.passwordHint,
      maxLength: 128,
    },
    aadharNo: {
      name: "aadharNo",
      label: l.aadharNo,
      kind: edit ? "text" : "tel",
      required: !edit,
      description: edit ? l.aadharHintEdit : ui.aadharHint,
      autoComplete: "off",
      maxLength: 14,
    },
    address: { name: "address", label: l.address, kind: "textarea", required: true, autoComplete: "off", maxLength: 500, wide: true },
  };
  return {
    ...common,
    /** A second phone number: its field name and label differ per role. */
    alternatePhone: <N extends string>(name: N, label: string): FieldSpec<N> => ({
      name,
      label,
      kind: "tel",
      required: true,
      autoComplete: "off",
      maxLength: 10,
    }),
    /** Documents (docs/decisions/0087): optional, so staff recorded before them can still be saved. */
    policeVerifiedOn: { name: "policeVerifiedOn", label: sd.policeVerifiedOnLabel, kind: "date", max: todayInIndia() } as FieldSpec<"policeVerifiedOn">,
    dlExpiry: { name: "dlExpiry", label: sd.dlExpiryLabel, kind: "date" } as FieldSpec<"dlExpiry">,
    policeVerificationImage: (current: string | null | undefined): FieldSpec<"policeVerificationImage"> => ({
      name: "policeVerificationImage",
      label: sd.policeVerificationImageLabel,
      kind: "image",
      description: edit ? l.imageHintEdit : ui.imageHint,
      currentSrc: edit ? (current ?? null) : undefined,
    }),
    /** An image upload; the edit form shows the stored image until a replacement is picked. */
    image: <N extends string>(name: N, label: string, current: string | null | undefined): FieldSpec<N> => ({
      name,
      label,
      kind: "image",
      required: !edit,
      description: edit ? l.imageHintEdit : ui.imageHint,
      currentSrc: edit ? (current ?? null) : undefined,
    }),
  };
}

/** A server refusal that belongs to one field is also shown on that field. */
const SERVER_FIELD_ERRORS: Record<string, StaffCommonField> = { [f.phoneTaken]: "phoneNumber", [f.emailTaken]: "email" };

/**
 * Shows a failed save as a toast (decisions.md §2) and, when the server names a taken phone number
 * or email, on that field too. The form keeps what was typed.
 */
export function showStaffSaveError(
  setFieldError: (name: StaffCommonField, message: string) => void,
  error: unknown,
  fallback: string,
  networkFallback?: string,
) {
  const message = apiErrorMessage(error, fallback, networkFallback);
  toast.error(message);
  const field = SERVER_FIELD_ERRORS[message];
  if (field) setFieldError(field, message);
}

/** The mutation callbacks of a save: success toast then `onSaved`, or the given error handler. */
export function staffSaveCallbacks(successText: string, onSaved: (() => void) | undefined, onError: (error: unknown) => void) {
  return {
    onSuccess: () => {
      toast.success(successText);
      onSaved?.();
    },
    onError,
  };
}

/** What `StaffFormLayout` needs of a `useSchemaForm` result. */
export interface StaffFormState<Name extends string> {
  formRef: Ref<HTMLFormElement>;
  values: Partial<Record<Name, unknown>>;
  errors: Partial<Record<Name, string | undefined>>;
  change: (name: Name, value: never) => void;
  changeAndValidate: (name: Name, value: never) => void;
  blur: (name: Name) => void;
}

export interface StaffFormLayoutProps<Name extends string> {
  form: StaffFormState<Name>;
  specs: readonly FieldSpec<Name>[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/**
 * The body of a staff create/edit form: the two-column fields, then Cancel and the submit button.
 * The submit button keeps the focus on mouse-down so a blur check does not move the layout under
 * the pointer before the click lands.
 */
export function StaffFormLayout<Name extends string>({ form, specs, onSubmit, pending, submitLabel, onCancel }: StaffFormLayoutProps<Name>) {
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      <Stack gap="lg">
        <FormFieldsGrid
          specs={specs}
          values={form.values}
          errors={form.errors}
          onChange={(name, value) => form.change(name, value as never)}
          onPick={(name, value) => form.changeAndValidate(name, value as never)}
          onBlur={form.blur}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel} disabled={pending}>
              {ui.cancel}
            </Button>
          )}
          <Button type="submit" loading={pending} onMouseDown={keepFocus}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
