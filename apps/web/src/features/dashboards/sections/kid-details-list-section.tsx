import { KidDetailsListScreen } from "../../kids/kids-screens";

/** Admin: the Kid Details table on its own, spec §2.7 (getkiddetails), §2.8. */
export function KidDetailsListSection() {
  return <KidDetailsListScreen />;
}
