import { DriversScreen } from "../../drivers/drivers-screens";

/** Admin: Add New Driver button plus driver table, spec §2.12. */
export function DriversSection() {
  return <DriversScreen />;
}
