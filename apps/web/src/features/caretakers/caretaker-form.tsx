import {
  ageInYears,
  caretakerEditFormSchema,
  caretakerFormSchema,
  isIsoDate,
  messages,
  todayInIndia,
  type Caretaker,
} from "@app/contracts";
import type { FieldSpec } from "../../components/form/form-field";
import { EMPTY_STAFF_VALUES, staffFieldSpecs, StaffForm, staffValuesOf, type StaffCommonValues, type StaffFormKind } from "../../components/form/staff-form";
import { caretakerCreateFormData, caretakerUpdateBody, useCreateCaretaker, useUpdateCaretaker } from "./caretakers-api";

const c = messages.staff.caretakers;
const l = messages.staff.labels;
const ui = messages.staff.ui;

/** The staff values plus the caretaker's own: alternate phone and the optional address on Aadhaar. */
export interface CaretakerValues extends StaffCommonValues {
  alternatePhoneNumber: string;
  aadharAddress: string;
}
export type CaretakerFieldName = keyof CaretakerValues;

export const EMPTY_CARETAKER: CaretakerValues = { ...EMPTY_STAFF_VALUES, alternatePhoneNumber: "", aadharAddress: "" };

export function caretakerToValues(caretaker: Caretaker): CaretakerValues {
  return {
    ...staffValuesOf(caretaker),
    alternatePhoneNumber: caretaker.alternatePhoneNumber ?? "",
    aadharAddress: caretaker.aadharAddress ?? "",
  };
}

/** "Age: 34 years" under the birth date, from what is typed (spec §3.7: age is computed from dob). */
function ageHint(dob: string): string | undefined {
  if (!isIsoDate(dob) || dob > todayInIndia()) return undefined;
  return `${l.age}: ${ui.years(ageInYears(dob))}`;
}

/** Reading order: also the keyboard order and the order in which errors are focused. */
function caretakerFieldSpecs(values: CaretakerValues, caretaker?: Caretaker): FieldSpec<CaretakerFieldName>[] {
  const s = staffFieldSpecs(Boolean(caretaker));
  return [
    s.name,
    s.phoneNumber,
    s.alternatePhone("alternatePhoneNumber", c.labels.alternatePhoneNumber),
    s.email,
    { ...s.dob, description: ageHint(values.dob) },
    s.password,
    s.aadharNo,
    s.address,
    { name: "aadharAddress", label: c.labels.aadharAddress, kind: "textarea", autoComplete: "off", maxLength: 500, wide: true },
    ...s.staffImages(caretaker),
    s.policeVerifiedOn,
    s.policeVerificationImage(caretaker?.policeVerificationImage),
  ];
}

/** Create is multipart; an edit is JSON unless an image is replaced (see caretakerUpdateBody). */
const CARETAKER_FORM: StaffFormKind<
  Caretaker,
  CaretakerValues,
  typeof caretakerFormSchema,
  typeof caretakerEditFormSchema,
  ReturnType<typeof caretakerUpdateBody>
> = {
  createSchema: caretakerFormSchema,
  editSchema: caretakerEditFormSchema,
  empty: EMPTY_CARETAKER,
  toValues: caretakerToValues,
  fieldSpecs: caretakerFieldSpecs,
  useCreate: useCreateCaretaker,
  useUpdate: useUpdateCaretaker,
  createBody: caretakerCreateFormData,
  updateBody: caretakerUpdateBody,
  texts: {
    submit: c.submit,
    save: c.save,
    createSuccess: c.createSuccess,
    createFailure: c.createFailure,
    updateSuccess: c.updateSuccess,
    updateFailure: c.updateFailure,
  },
};

export interface CaretakerFormProps {
  /** Absent: the create form. Present: the edit form of this caretaker. */
  caretaker?: Caretaker;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The caretaker create/edit form of spec §3.7, §5.10 (see StaffForm). */
export function CaretakerForm({ caretaker, onSaved, onCancel }: CaretakerFormProps) {
  return <StaffForm kind={CARETAKER_FORM} member={caretaker} onSaved={onSaved} onCancel={onCancel} />;
}
