import { messages, type Caretaker } from "@app/contracts";
import { documentDetailItems } from "../staff-documents/document-details";
import { StaffDetails, staffContactItems, staffIdentityItems } from "../staff/staff-details";

const c = messages.staff.caretakers;

/** The read-only view of one caretaker: the staff view with the address on the Aadhaar card. */
export function CaretakerDetails({ caretaker }: { caretaker: Caretaker }) {
  return (
    <StaffDetails
      member={caretaker}
      items={[
        ...staffContactItems(caretaker, { label: c.labels.alternatePhoneNumber, value: caretaker.alternatePhoneNumber }),
        ...staffIdentityItems(caretaker),
        { label: c.labels.aadharAddress, value: caretaker.aadharAddress, wide: true },
        ...documentDetailItems(caretaker, false),
      ]}
    />
  );
}
