import { DriverProfilePage } from "../../staff-profile/staff-profile-pages";

/** Driver: own profile, spec §2.15 (kids on the route come with the routes issue). */
export function DriverProfileSection() {
  return <DriverProfilePage />;
}
