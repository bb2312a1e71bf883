import {
  BLOOD_GROUPS,
  DRIVER_STATUSES,
  driverEditFormSchema,
  driverFormSchema,
  messages,
  type Driver,
} from "@app/contracts";
import type { FieldSpec } from "../../components/form/form-field";
import { EMPTY_STAFF_VALUES, staffFieldSpecs, StaffForm, staffValuesOf, type StaffCommonValues, type StaffFormKind } from "../../components/form/staff-form";
import { toast } from "../../lib/toast";
import { driverCreateFormData, driverUpdateFormData, useCreateDriver, useUpdateDriver } from "./drivers-api";

const d = messages.staff.drivers;
const l = messages.staff.labels;

/** The staff values plus the driver's own: alternate phone, licence, work record, status and blood group. */
export interface DriverValues extends StaffCommonValues {
  alternatePhone: string;
  experience: string;
  dlNo: string;
  prevCompanyName: string;
  status: string;
  bloodGroup: string;
  dlFrontImage: File | null;
  dlBackImage: File | null;
  dlExpiry: string;
}
export type DriverFieldName = keyof DriverValues;

export const EMPTY_DRIVER: DriverValues = {
  ...EMPTY_STAFF_VALUES,
  alternatePhone: "",
  experience: "",
  dlNo: "",
  prevCompanyName: "",
  status: "",
  bloodGroup: "",
  dlFrontImage: null,
  dlBackImage: null,
  dlExpiry: "",
};

/** The edit form starts from the stored driver (see staffValuesOf); experience as text. */
export function driverToValues(driver: Driver): DriverValues {
  return {
    ...EMPTY_DRIVER,
    ...staffValuesOf(driver),
    alternatePhone: driver.alternatePhone ?? "",
    experience: driver.experience === null || driver.experience === undefined ? "" : String(driver.experience),
    dlNo: driver.dlNo ?? "",
    prevCompanyName: driver.prevCompanyName ?? "",
    status: driver.status ?? "",
    bloodGroup: driver.bloodGroup ?? "",
    dlExpiry: driver.dlExpiry ?? "",
  };
}

export const STATUS_OPTIONS = DRIVER_STATUSES.map((value) => ({ value, label: d.statusLabels[value] }));
const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));

/** Reading order of the form: also the keyboard order and the order in which errors are focused. */
function driverFieldSpecs(_values: DriverValues, driver?: Driver): FieldSpec<DriverFieldName>[] {
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
    ...s.staffImages(driver),
    s.image("dlFrontImage", d.labels.dlFrontImage, driver?.dlFrontImage),
    s.image("dlBackImage", d.labels.dlBackImage, driver?.dlBackImage),
    s.dlExpiry,
    s.policeVerifiedOn,
    s.policeVerificationImage(driver?.policeVerificationImage),
  ];
}

/** Sent as multipart with the field names of spec §7, create and update alike. */
const DRIVER_FORM: StaffFormKind<Driver, DriverValues, typeof driverFormSchema, typeof driverEditFormSchema, FormData> = {
  createSchema: driverFormSchema,
  editSchema: driverEditFormSchema,
  empty: EMPTY_DRIVER,
  toValues: driverToValues,
  fieldSpecs: driverFieldSpecs,
  useCreate: useCreateDriver,
  useUpdate: useUpdateDriver,
  createBody: driverCreateFormData,
  updateBody: driverUpdateFormData,
  texts: {
    submit: d.submit,
    save: d.save,
    createSuccess: d.createSuccess,
    createFailure: d.createFailure,
    updateSuccess: d.updateSuccess,
    updateFailure: d.updateFailure,
    updateNetworkFailure: d.updateError,
  },
  // Spec §5.9: a driver under 18 is also told so in a toast.
  onBlocked: (errors) => {
    if (errors.dob === d.tooYoung) toast.error(d.tooYoungToast);
  },
};

export interface DriverFormProps {
  /** Absent: the create form (every field and image required). Present: the edit form of this driver. */
  driver?: Driver;
  /** After a successful save (the toast is already shown). */
  onSaved?: () => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/** The driver create/edit form of spec §3.8, §5.9 (see StaffForm). */
export function DriverForm({ driver, onSaved, onCancel }: DriverFormProps) {
  return <StaffForm kind={DRIVER_FORM} member={driver} onSaved={onSaved} onCancel={onCancel} />;
}
