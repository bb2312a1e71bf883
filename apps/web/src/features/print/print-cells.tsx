import { formatCourseTime12, messages, type PrintLeg } from "@app/contracts";

const p = messages.desk.print;

/**
 * One leg on paper: a box to tick when the route carries it and nothing is known yet; the
 * captured time when it was captured; the kind of absence; hatched when the leg is not on this
 * route (or not ridden at all).
 */
export function LegCell({ leg }: { leg: PrintLeg }) {
  if (!leg.onThisRoute) {
    return (
      <td className="print-off" aria-label={p.notOnRoute} title={p.notOnRoute}>
        {messages.common.dash}
      </td>
    );
  }
  if (leg.status === "done") return <td>{leg.time ? `✓ ${formatCourseTime12(leg.time) || leg.time}` : `✓ ${p.present}`}</td>;
  if (leg.status === "absent") return <td>{leg.absenceSource ? p.absent[leg.absenceSource] : p.absentShort}</td>;
  return (
    <td aria-label={p.legs[leg.leg]}>
      <span className="print-tick" />
    </td>
  );
}
