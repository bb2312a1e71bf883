import {
  BLOOD_GROUPS,
  DRIVER_STATUSES,
  driverEditFormSchema,
  driverFormSchema,
  messages,
  type Driver,
} from "@app/contracts";
import type { FormEvent } from "react";
import type { FieldSpec } from "../../components/form/form-field";
import { showStaffSaveError, staffFieldSpecs, staffSaveCallbacks, StaffFormLayout } from "../../components/form/staff-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { toast } from "../../lib/toast";
import { driverCreateFormData, driverUpdateFormData, useCreateDriver, useUpdateDriver } from "./drivers-api";

const d = messages.staff.drivers;
const l = messages.staff.labels;

export interface DriverValues {
  name: string;
  email: string;
  dob: string;
  password: string;
  phoneNumber: string;
  alternatePhone: string;
  aadharNo: string;
  experience: string;
  dlNo: string;
  prevCompanyName: string;
  status: string;
  bloodGroup: string;
  address: string;
  profilePicture: File | null;
  aadharFrontImage: File | null;
  aadharBackImage: File | null;
  dlFrontImage: File | null;
  dlBackImage: File | null;
  dlExpiry: string;
  policeVerifiedOn: string;
  policeVerificationImage: File | null;
}
export type DriverFieldName = keyof DriverValues;

/** Reading order of the form: also the keyboard order and the order in which errors are focused. */
export const DRIVER_FIELD_ORDER: readonly DriverFieldName[] = [
  "name",
  "email",
  "dob",
  "password",
  "phoneNumber",
  "alternatePhone",
  "aadharNo",
  "experience",
  "dlNo",
  "prevCompanyName",
  "status",
  "bloodGroup",
  "address",
  "profilePicture",
  "aadharFrontImage",
  "aadharBackImage",
  "dlFrontImage",
  "dlBackImage",
  "dlExpiry",
  "policeVerifiedOn",
  "policeVerificationImage",
];

export const EMPTY_DRIVER: DriverValues = {
  name: "",
  email: "",
  dob: "",
  password: "",
  phoneNumber: "",
  alternatePhone: "",
  aadharNo: "",
  experience: "",
  dlNo: "",
  prevCompanyName: "",
  status: "",
  bloodGroup: "",
  address: "",
  profilePicture: null,
  aadharFrontImage: null,
  aadharBackImage: null,
  dlFrontImage: null,
  dlBackImage: null,
  dlExpiry: "",
  policeVerifiedOn: "",
  policeVerificationImage: null,
};

/** The edit form starts from the stored driver: Aadhaar as shown (masked), password blank, no new images. */
export function driverToValues(driver: Driver): DriverValues {
  return {
    ...EMPTY_DRIVER,
    name: driver.name ?? "",
    email: driver.email ?? "",
    dob: driver.dob ?? "",
    phoneNumber: driver.phoneNumber ?? "",
    alternatePhone: driver.alternatePhone ?? "",
    aadharNo: driver.aadharNo ?? "",
    experience: driver.experience === null || driver.experience === undefined ? "" : String(driver.experience),
    dlNo: driver.dlNo ?? "",
    prevCompanyName: driver.prevCompanyName ?? "",
    status: driver.status ?? "",
    bloodGroup: driver.bloodGroup ?? "",
    address: driver.address ?? "",
    dlExpiry: driver.dlExpiry ?? "",
    policeVerifiedOn: driver.policeVerifiedOn ?? "",
  };
}

export const STATUS_OPTIONS = DRIVER_STATUSES.map((value) => ({ value, label: d.statusLabels[value] }));
const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));

function driverFieldSpecs(driver?: Driver): FieldSpec<DriverFieldName>[] {
  const s = staffFieldSpecs(Boolean(driver));
  return [
    s.name,
    s.email,
    s.dob,
    s.password,
    s.phoneNumber,
    s.alternatePhone("alternatePhone", l.alternatePhone),
    s.aadharNo,
    { name: "experience", label: d.labels.experience, kind: "decimal", required: true, autoComplete: "off", maxLength: 5 },
    { name: "dlNo", label: d.labels.dlNo, kind: "text", required: true, autoComplete: "off", maxLength: 30 },
    { name: "prevCompanyName", label: d.labels.prevCompanyName, kind: "text", required: true, autoComplete: "off", maxLength: 200 },
    { name: "status", label: d.labels.status, kind: "select", required: true, options: STATUS_OPTIONS },
    { name: "bloodGroup", label: d.labels.bloodGroup, kind: "select", required: true, options: BLOOD_GROUP_OPTIONS },
    s.address,
    s.image("profilePicture", l.profilePicture, driver?.profilePicture),
    s.image("aadharFrontImage", l.aadharFrontImage, driver?.aadharFrontImage),
    s.image("aadharBackImage", l.aadharBackImage, driver?.aadharBackImage),
    s.image("dlFrontImage", d.labels.dlFrontImage, driver?.dlFrontImage),
    s.image("dlBackImage", d.labels.dlBackImage, driver?.dlBackImage),
    s.dlExpiry,
    s.policeVerifiedOn,
    s.policeVerificationImage(driver?.policeVerificationImage),
  ];
}

export interface DriverFormProps {
  /** Absent: the create form (every field and image required). Present: the edit form of this driver. */
  driver?: Driver;
  /** After a successful save (the toast is already shown). */
  onSaved?: () => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/**
 * The driver create/edit form of spec §3.8, §5.9: every field checked on blur with the shared
 * contracts schema, the whole form on submit (blocked on any error, first invalid field focused,
 * plus the "at least 18" toast), sent as multipart with the field names of spec §7. On a failure
 * the form keeps what was typed.
 */
export function DriverForm({ driver, onSaved, onCancel }: DriverFormProps) {
  const edit = Boolean(driver);
  const schema = edit ? driverEditFormSchema : driverFormSchema;
  const form = useSchemaForm(schema, driver ? driverToValues(driver) : EMPTY_DRIVER, { fieldOrder: DRIVER_FIELD_ORDER });
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const pending = create.isPending || update.isPending;
  const specs = driverFieldSpecs(driver);

  const onServerError = (error: unknown, fallback: string, networkFallback?: string) =>
    showStaffSaveError(form.setFieldError, error, fallback, networkFallback);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validateAll();
    if (!result.success) {
      if (result.errors.dob === d.tooYoung) toast.error(d.tooYoungToast);
      return;
    }
    if (driver) {
      const body = driverUpdateFormData(result.data as Parameters<typeof driverUpdateFormData>[0]);
      update.mutate(
        { uuid: driver.uuid, body },
        staffSaveCallbacks(d.updateSuccess, onSaved, (error) => onServerError(error, d.updateFailure, d.updateError)),
      );
    } else {
      const body = driverCreateFormData(result.data as Parameters<typeof driverCreateFormData>[0]);
      create.mutate(body, staffSaveCallbacks(d.createSuccess, onSaved, (error) => onServerError(error, d.createFailure)));
    }
  };

  return (
    <StaffFormLayout
      form={form}
      specs={specs}
      onSubmit={handleSubmit}
      pending={pending}
      submitLabel={edit ? d.save : d.submit}
      onCancel={onCancel}
    />
  );
}
