import { KidsProfileScreen } from "../../kids/kids-screens";

/** Admin: kids profile (kid management), spec §2.8: Add New Kid plus the Kid Details table. */
export function KidsProfileSection() {
  return <KidsProfileScreen />;
}
