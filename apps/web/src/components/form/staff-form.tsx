import { messages, todayInIndia, type Caretaker, type Driver } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { useState, type FormEvent, type Ref } from "react";
import type { z } from "zod";
import { toast } from "../../lib/toast";
import { apiErrorMessage } from "../api-error-message";
import type { FieldSpec } from "./form-field";
import { FormFieldsGrid } from "./form-fields-grid";
import { keepFocus } from "./keep-focus";
import { useSchemaForm, type FieldErrors } from "./use-schema-form";

const f = messages.staff.fields;
const l = messages.staff.labels;
const ui = messages.staff.ui;
const sd = messages.staffDocuments;

/** The fields every staff member (driver, caretaker) has under the same name. */
export type StaffCommonField = "name" | "phoneNumber" | "email" | "dob" | "password" | "aadharNo" | "address";

/** A stored staff member as the API answers: the forms and views read only what both kinds have. */
export type StaffMember = Driver | Caretaker;

/** The values every staff form holds under the same name: text as typed, images as picked files. */
export interface StaffCommonValues {
  name: string;
  email: string;
  dob: string;
  password: string;
  phoneNumber: string;
  aadharNo: string;
  address: string;
  profilePicture: File | null;
  aadharFrontImage: File | null;
  aadharBackImage: File | null;
  policeVerifiedOn: string;
  policeVerificationImage: File | null;
}

export const EMPTY_STAFF_VALUES: StaffCommonValues = {
  name: "",
  email: "",
  dob: "",
  password: "",
  phoneNumber: "",
  aadharNo: "",
  address: "",
  profilePicture: null,
  aadharFrontImage: null,
  aadharBackImage: null,
  policeVerifiedOn: "",
  policeVerificationImage: null,
};

/** An edit form starts from the stored member: Aadhaar as shown (masked), password blank, no new images. */
export function staffValuesOf(member: StaffMember): StaffCommonValues {
  return {
    ...EMPTY_STAFF_VALUES,
    name: member.name ?? "",
    email: member.email ?? "",
    dob: member.dob ?? "",
    phoneNumber: member.phoneNumber ?? "",
    aadharNo: member.aadharNo ?? "",
    address: member.address ?? "",
    policeVerifiedOn: member.policeVerifiedOn ?? "",
  };
}

/**
 * The specs of the fields the driver and caretaker forms share, so both ask for them with the same
 * limits and hints. On an edit form the password, Aadhaar and images become optional (blank keeps
 * the stored value) and their hints say so.
 */
export function staffFieldSpecs(edit: boolean) {
  const image = <N extends string>(name: N, label: string, current: string | null | undefined): FieldSpec<N> => ({
    name,
    label,
    kind: "image",
    required: !edit,
    description: edit ? l.imageHintEdit : ui.imageHint,
    currentSrc: edit ? (current ?? null) : undefined,
  });
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
    image,
    /** The photo and both sides of the Aadhaar card, which every staff member uploads. */
    staffImages: (member: StaffMember | undefined) => [
      image("profilePicture", l.profilePicture, member?.profilePicture),
      image("aadharFrontImage", l.aadharFrontImage, member?.aadharFrontImage),
      image("aadharBackImage", l.aadharBackImage, member?.aadharBackImage),
    ],
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

/** A save call of a staff form: react-query's mutation, as far as the form uses it. */
interface StaffMutation<Vars> {
  isPending: boolean;
  mutate: (vars: Vars, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * What tells the driver and caretaker forms apart: schemas, values, fields, save calls and texts.
 * The submit itself (checked whole, blocked on any error, saved, toasts, the form kept on a
 * failure) is the same for both and lives in `StaffForm`.
 */
export interface StaffFormKind<Member extends StaffMember, V extends StaffCommonValues, C extends z.ZodType, E extends z.ZodType, UpdateBody> {
  createSchema: C;
  editSchema: E;
  empty: V;
  toValues: (member: Member) => V;
  /** The fields in reading order: also the keyboard order and the order errors are focused in. */
  fieldSpecs: (values: V, member: Member | undefined) => FieldSpec<keyof V & string>[];
  useCreate: () => StaffMutation<FormData>;
  useUpdate: () => StaffMutation<{ uuid: string; body: UpdateBody }>;
  createBody: (data: z.output<C>) => FormData;
  updateBody: (data: z.output<E>) => UpdateBody;
  texts: {
    submit: string;
    save: string;
    createSuccess: string;
    createFailure: string;
    updateSuccess: string;
    updateFailure: string;
    /** The update's text when the server cannot be reached (default: the catalogue's network text). */
    updateNetworkFailure?: string;
  };
  /** More feedback on a blocked submit than the field messages (the driver's "at least 18" toast). */
  onBlocked?: (errors: FieldErrors<V>) => void;
}

export interface StaffFormProps<Member extends StaffMember, V extends StaffCommonValues, C extends z.ZodType, E extends z.ZodType, UpdateBody> {
  kind: StaffFormKind<Member, V, C, E, UpdateBody>;
  /** Absent: the create form (every field and image required). Present: the edit form of this member. */
  member?: Member;
  /** After a successful save (the toast is already shown). */
  onSaved?: () => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/**
 * A staff create/edit form: every field checked on blur with the kind's contracts schema, the
 * whole form on submit (blocked on any error, first invalid field focused), then the kind's save
 * call. A failure is shown (decisions.md §2) and the form keeps what was typed.
 */
export function StaffForm<Member extends StaffMember, V extends StaffCommonValues, C extends z.ZodType, E extends z.ZodType, UpdateBody>({
  kind,
  member,
  onSaved,
  onCancel,
}: StaffFormProps<Member, V, C, E, UpdateBody>) {
  const initial = member ? kind.toValues(member) : kind.empty;
  // The specs already list the fields in reading order; the focus order is taken from them.
  const [fieldOrder] = useState(() => kind.fieldSpecs(initial, member).map((spec) => spec.name));
  const form = useSchemaForm<C | E, V>(member ? kind.editSchema : kind.createSchema, initial, { fieldOrder });
  const create = kind.useCreate();
  const update = kind.useUpdate();
  const pending = create.isPending || update.isPending;
  const { texts } = kind;

  const onServerError = (error: unknown, fallback: string, networkFallback?: string) =>
    showStaffSaveError(form.setFieldError, error, fallback, networkFallback);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) {
      kind.onBlocked?.(result.errors as FieldErrors<V>);
      return;
    }
    if (member) {
      update.mutate(
        { uuid: member.uuid, body: kind.updateBody(result.data as z.output<E>) },
        staffSaveCallbacks(texts.updateSuccess, onSaved, (error) => onServerError(error, texts.updateFailure, texts.updateNetworkFailure)),
      );
    } else {
      const body = kind.createBody(result.data as z.output<C>);
      create.mutate(body, staffSaveCallbacks(texts.createSuccess, onSaved, (error) => onServerError(error, texts.createFailure)));
    }
  };

  return (
    <StaffFormLayout
      form={form}
      specs={kind.fieldSpecs(form.values, member)}
      onSubmit={handleSubmit}
      pending={pending}
      submitLabel={member ? texts.save : texts.submit}
      onCancel={onCancel}
    />
  );
}
