import { CaretakerProfilePage } from "../../staff-profile/staff-profile-pages";

/** Caretaker: own profile, spec §2.16 (routes come with the routes issue). */
export function CaretakerProfileSection() {
  return <CaretakerProfilePage />;
}
