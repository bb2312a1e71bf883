import {
  ageInYears,
  caretakerEditFormSchema,
  caretakerFormSchema,
  isIsoDate,
  messages,
  todayInIndia,
  type Caretaker,
} from "@app/contracts";
import type { FormEvent } from "react";
import type { FieldSpec } from "../../components/form/form-field";
import { showStaffSaveError, staffFieldSpecs, staffSaveCallbacks, StaffFormLayout } from "../../components/form/staff-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { caretakerCreateFormData, caretakerUpdateBody, useCreateCaretaker, useUpdateCaretaker } from "./caretakers-api";

const c = messages.staff.caretakers;
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
  policeVerifiedOn: string;
  policeVerificationImage: File | null;
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
  "policeVerifiedOn",
  "policeVerificationImage",
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
  policeVerifiedOn: "",
  policeVerificationImage: null,
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
    policeVerifiedOn: caretaker.policeVerifiedOn ?? "",
  };
}

/** "Age: 34 years" under the birth date, from what is typed (spec §3.7: age is computed from dob). */
function ageHint(dob: string): string | undefined {
  if (!isIsoDate(dob) || dob > todayInIndia()) return undefined;
  return `${l.age}: ${ui.years(ageInYears(dob))}`;
}

function caretakerFieldSpecs(dob: string, caretaker?: Caretaker): FieldSpec<CaretakerFieldName>[] {
  const s = staffFieldSpecs(Boolean(caretaker));
  return [
    s.name,
    s.phoneNumber,
    s.alternatePhone("alternatePhoneNumber", c.labels.alternatePhoneNumber),
    s.email,
    { ...s.dob, description: ageHint(dob) },
    s.password,
    s.aadharNo,
    s.address,
    { name: "aadharAddress", label: c.labels.aadharAddress, kind: "textarea", autoComplete: "off", maxLength: 500, wide: true },
    s.image("profilePicture", l.profilePicture, caretaker?.profilePicture),
    s.image("aadharFrontImage", l.aadharFrontImage, caretaker?.aadharFrontImage),
    s.image("aadharBackImage", l.aadharBackImage, caretaker?.aadharBackImage),
    s.policeVerifiedOn,
    s.policeVerificationImage(caretaker?.policeVerificationImage),
  ];
}

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

  const onServerError = (error: unknown, fallback: string) => showStaffSaveError(form.setFieldError, error, fallback);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) return;
    if (caretaker) {
      const body = caretakerUpdateBody(result.data as Parameters<typeof caretakerUpdateBody>[0]);
      update.mutate(
        { uuid: caretaker.uuid, body },
        staffSaveCallbacks(c.updateSuccess, onSaved, (error) => onServerError(error, c.updateFailure)),
      );
    } else {
      const body = caretakerCreateFormData(result.data as Parameters<typeof caretakerCreateFormData>[0]);
      create.mutate(body, staffSaveCallbacks(c.createSuccess, onSaved, (error) => onServerError(error, c.createFailure)));
    }
  };

  return (
    <StaffFormLayout
      form={form}
      specs={specs}
      onSubmit={handleSubmit}
      pending={pending}
      submitLabel={edit ? c.save : c.submit}
      onCancel={onCancel}
    />
  );
}
