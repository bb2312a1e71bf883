import { ParentKidProfilePage } from "../../parent/parent-kid-profile-page";

/** Parent: the active kid's profile, spec §2.17. */
export function KidProfileSection() {
  return <ParentKidProfilePage />;
}
