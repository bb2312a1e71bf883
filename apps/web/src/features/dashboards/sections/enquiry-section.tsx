import { EnquiryScreen } from "../../enquiries/enquiry-screen";

/** Admin: enquiry screen, spec §2.9 (features/enquiries). */
export function EnquirySection() {
  return <EnquiryScreen />;
}
