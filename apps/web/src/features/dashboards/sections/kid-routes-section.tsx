import { KidRoutesScreen } from "../../kid-routes/kid-routes-screens";

/** Admin: create kid-route form plus route list, spec §2.14. */
export function KidRoutesSection() {
  return <KidRoutesScreen />;
}
