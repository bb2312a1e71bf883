import { KidRoutesListScreen } from "../../kid-routes/kid-routes-screens";

/** Admin: kid-route list only, spec §2.14. */
export function GetKidRoutesSection() {
  return <KidRoutesListScreen />;
}
