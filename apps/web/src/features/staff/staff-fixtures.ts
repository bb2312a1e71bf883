import { messages } from "@app/contracts";
import { within } from "@testing-library/react";
import { labelRe } from "../drivers/driver-fixtures";

const l = messages.staff.labels;

/** The labels of the fields every staff form has (test data only); each kind adds its own. */
export const STAFF_LABELS = {
  name: l.name,
  email: l.email,
  dob: l.dob,
  password: l.password,
  phoneNumber: l.phoneNumber,
  aadharNo: l.aadharNo,
  address: l.address,
  profilePicture: l.profilePicture,
  aadharFrontImage: l.aadharFrontImage,
  aadharBackImage: l.aadharBackImage,
} as const;

/** The input of a form field found by its label, as a person finds it (Mantine's "*" allowed). */
export function labelledInput<Field extends string>(labels: Record<Field, string>) {
  return (name: Field, root: HTMLElement = document.body) => within(root).getByLabelText(labelRe(labels[name])) as HTMLInputElement;
}
