import {
  ageInYears,
  caretakerEditFormSchema,
  caretakerFormSchema,
  isIsoDate,
  messages,
  todayInIndia,
  type Caretaker,
} from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import type { FormEvent } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import type { FieldSpec } from "../../components/form/form-field";
import { FormFieldsGrid } from "../../components/form/form-fields-grid";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { toast } from "../../lib/toast";
import { caretakerCreateFormData, caretakerUpdateBody, useCreateCaretaker, useUpdateCaretaker } from "./caretakers-api";
import { keepFocus } from "../../components/form/keep-focus";

const c = messages.staff.caretakers;
const f = messages.staff.fields;
const l = messages.staff.labels;
const ui = messages.staff.ui;

export interface CaretakerValues {
  name: string;
  phoneNumber: string;
  alternatePhoneNumber: string;
  email: string;
  dob: string;
  password: string;
  aadharNo: string;
  aadharAddress: string;
  address: string;
  profilePicture: File | null;
  aadharFrontImage: File | null;
  aadharBackImage: File | null;
}
export type CaretakerFieldName = keyof CaretakerValues;

/** Reading order: also the keyboard order and the order in which errors are focused. */
export const CARETAKER_FIELD_ORDER: readonly CaretakerFieldName[] = [
  "name",
  "phoneNumber",
  "alternatePhoneNumber",
  "email",
  "dob",
  "password",
  "aadharNo",
  "address",
  "aadharAddress",
  "profilePicture",
  "aadharFrontImage",
  "aadharBackImage",
];

export const EMPTY_CARETAKER: CaretakerValues = {
  name: "",
  phoneNumber: "",
  alternatePhoneNumber: "",
  email: "",
  dob: "",
  password: "",
  aadharNo: "",
  aadharAddress: "",
  address: "",
  profilePicture: null,
  aadharFrontImage: null,
  aadharBackImage: null,
};

export function caretakerToValues(caretaker: Caretaker): CaretakerValues {
  return {
    ...EMPTY_CARETAKER,
    name: caretaker.name ?? "",
    phoneNumber: caretaker.phoneNumber ?? "",
    alternatePhoneNumber: caretaker.alternatePhoneNumber ?? "",
    email: caretaker.email ?? "",
    dob: caretaker.dob ?? "",
    aadharNo: caretaker.aadharNo ?? "",
    aadharAddress: caretaker.aadharAddress ?? "",
    address: caretaker.address ?? "",
  };
}

/** "Age: 34 years" under the birth date, from what is typed (spec §3.7: age is computed from dob). */
function ageHint(dob: string): string | undefined {
  if (!isIsoDate(dob) || dob > todayInIndia()) return undefined;
  return `${l.age}: ${ui.years(ageInYears(dob))}`;
}

function caretakerFieldSpecs(dob: string, caretaker?: Caretaker): FieldSpec<CaretakerFieldName>[] {
  const edit = Boolean(caretaker);
  const image = (name: CaretakerFieldName, label: string, current: string | null | undefined): FieldSpec<CaretakerFieldName> => ({
    name,
    label,
    kind: "image",
    required: !edit,
    description: edit ? l.imageHintEdit : ui.imageHint,
    currentSrc: edit ? (current ?? null) : undefined,
  });
  return [
    { name: "name", label: l.name, kind: "text", required: true, autoComplete: "off", maxLength: 100 },
    { name: "phoneNumber", label: l.phoneNumber, kind: "tel", required: true, autoComplete: "off", maxLength: 10 },
    { name: "alternatePhoneNumber", label: c.labels.alternatePhoneNumber, kind: "tel", required: true, autoComplete: "off", maxLength: 10 },
    { name: "email", label: l.email, kind: "email", required: true, autoComplete: "off", maxLength: 254 },
    { name: "dob", label: l.dob, kind: "date", required: true, max: todayInIndia(), description: ageHint(dob) },
    {
      name: "password",
      label: l.password,
      kind: "password",
      required: !edit,
      description: edit ? l.passwordHintEdit : ui.passwordHint,
      maxLength: 128,
    },
    {
      name: "aadharNo",
      label: l.aadharNo,
      kind: edit ? "text" : "tel",
      required: !edit,
      description: edit ? l.aadharHintEdit : ui.aadharHint,
      autoComplete: "off",
      maxLength: 14,
    },
    { name: "address", label: l.address, kind: "textarea", required: true, autoComplete: "off", maxLength: 500, wide: true },
    { name: "aadharAddress", label: c.labels.aadharAddress, kind: "textarea", autoComplete: "off", maxLength: 500, wide: true },
    image("profilePicture", l.profilePicture, caretaker?.profilePicture),
    image("aadharFrontImage", l.aadharFrontImage, caretaker?.aadharFrontImage),
    image("aadharBackImage", l.aadharBackImage, caretaker?.aadharBackImage),
  ];
}

const SERVER_FIELD_ERRORS: Record<string, CaretakerFieldName> = { [f.phoneTaken]: "phoneNumber", [f.emailTaken]: "email" };

export interface CaretakerFormProps {
  /** Absent: the create form. Present: the edit form of this caretaker. */
  caretaker?: Caretaker;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The caretaker create/edit form of spec §3.7, §5.10: each field checked on blur with the shared
 * contracts schema, the whole form on submit (blocked on any error). Create is multipart; an edit
 * is JSON unless an image is replaced. Failures are shown (decisions.md §2) and keep what was typed.
 */
export function CaretakerForm({ caretaker, onSaved, onCancel }: CaretakerFormProps) {
  const edit = Boolean(caretaker);
  const schema = edit ? caretakerEditFormSchema : caretakerFormSchema;
  const form = useSchemaForm(schema, caretaker ? caretakerToValues(caretaker) : EMPTY_CARETAKER, {
    fieldOrder: CARETAKER_FIELD_ORDER,
  });
  const create = useCreateCaretaker();
  const update = useUpdateCaretaker();
  const pending = create.isPending || update.isPending;
  const specs = caretakerFieldSpecs(form.values.dob, caretaker);

  const onServerError = (error: unknown, fallback: string) => {
    const message = apiErrorMessage(error, fallback);
    toast.error(message);
    const field = SERVER_FIELD_ERRORS[message];
    if (field) form.setFieldError(field, message);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) return;
    if (caretaker) {
      const body = caretakerUpdateBody(result.data as Parameters<typeof caretakerUpdateBody>[0]);
      update.mutate(
        { uuid: caretaker.uuid, body },
        {
          onSuccess: () => {
            toast.success(c.updateSuccess);
            onSaved?.();
          },
          onError: (error) => onServerError(error, c.updateFailure),
        },
      );
    } else {
      const body = caretakerCreateFormData(result.data as Parameters<typeof caretakerCreateFormData>[0]);
      create.mutate(body, {
        onSuccess: () => {
          toast.success(c.createSuccess);
          onSaved?.();
        },
        onError: (error) => onServerError(error, c.createFailure),
      });
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
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
            {edit ? c.save : c.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
