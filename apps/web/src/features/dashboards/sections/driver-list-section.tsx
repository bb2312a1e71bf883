import { DriverListScreen } from "../../drivers/drivers-screens";

/** Admin: driver list, spec §2.12. */
export function DriverListSection() {
  return <DriverListScreen />;
}
