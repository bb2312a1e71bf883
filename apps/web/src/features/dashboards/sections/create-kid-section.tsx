import { CreateKidScreen } from "../../kids/kids-screens";

/** Admin: the kid create form on its own, spec §2.7 (createkid), §5.6. */
export function CreateKidSection() {
  return <CreateKidScreen />;
}
