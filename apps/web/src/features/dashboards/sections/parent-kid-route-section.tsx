import { ParentRoutePage } from "../../route-views/parent-route-page";

/** Parent: the active kid's route, its driver and caretaker, spec §2.17. */
export function ParentKidRouteSection() {
  return <ParentRoutePage />;
}
