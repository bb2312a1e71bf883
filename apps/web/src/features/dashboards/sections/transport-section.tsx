import { TransportScreen } from "../../transport/transport-screen";

/** Admin: route management, spec §2.10. */
export function TransportSection() {
  return <TransportScreen />;
}
