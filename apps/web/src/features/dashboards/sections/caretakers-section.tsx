import { CaretakersScreen } from "../../caretakers/caretakers-screen";

/** Admin: caretaker create button plus table, spec §2.12. */
export function CaretakersSection() {
  return <CaretakersScreen />;
}
