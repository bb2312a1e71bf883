import { legStateText, messages, type LegState } from "@app/contracts";
import { Badge } from "@mantine/core";

const STATUS_COLOR = { done: "green", absent: "red", pending: "gray", notRiding: "gray" } as const;

/**
 * One leg's state, the one way every screen shows it (docs/decisions/0242): the office's
 * correction, the captured time, who marked it absent ("Not at the stop" for the caretaker's), no
 * route, or still to come (today) / not captured (`isPast`). The words are `legStateText`'s, the
 * same the attendance file writes.
 */
export function LegStateBadge({ state, isPast = false }: { state: LegState; isPast?: boolean }) {
  return (
    <Badge
      color={STATUS_COLOR[state.status]}
      variant={state.status === "done" ? "filled" : "light"}
      data-leg-state={state.absentBy === "caretaker" ? "notAtStop" : state.status}
      styles={{ root: { height: "auto", flexShrink: 0, maxWidth: "55%" }, label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3, padding: "2px 0" } }}
    >
      {legStateText(messages.day, state, isPast)}
    </Badge>
  );
}
