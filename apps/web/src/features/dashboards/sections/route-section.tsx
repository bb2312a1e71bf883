import { RouteMarksScreen } from "../../route-marks/route-marks-screen";

/** Admin: pickup/drop screen with Present/Absent per date on real data (decisions.md §2), spec §2.7. */
export function RouteSection() {
  return <RouteMarksScreen />;
}
