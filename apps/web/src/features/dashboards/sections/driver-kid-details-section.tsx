import { DriverRoutesPage } from "../../route-views/driver-routes-page";

/** Driver: the routes the driver works, their caretaker and kids, spec §2.15. */
export function DriverKidDetailsSection() {
  return <DriverRoutesPage />;
}
