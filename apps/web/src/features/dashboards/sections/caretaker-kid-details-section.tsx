import { CaretakerRoutesPage } from "../../route-views/caretaker-routes-page";

/** Caretaker: the routes, their kids and the attendance capture, spec §2.16, §4. */
export function CaretakerKidDetailsSection() {
  return <CaretakerRoutesPage />;
}
