import { CreateDriverScreen } from "../../drivers/drivers-screens";

/** Admin: driver create form, spec §2.12, §5.9. */
export function CreateDriverSection() {
  return <CreateDriverScreen />;
}
