import { ATTENDANCE_TYPES, formatCourseTime12, formatDateIndia, formatTimeIndia, getDisplayLocale, messages, type PrintLeg } from "@app/contracts";
import { Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { LoadError, LoadingText } from "../../components/query-status";

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

/** The four legs' column headers, in the one order of the sheets. */
export function LegHeaders() {
  return ATTENDANCE_TYPES.map((leg) => (
    <th scope="col" key={leg}>
      {p.legs[leg]}
    </th>
  ));
}

/** A table that scrolls sideways on a phone; keyboard users can scroll it too (axe scrollable-region-focusable). */
export function PrintScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="print-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** "Printed at DD-MM-YYYY h:mm AM" under a sheet. */
export function PrintedAt({ at }: { at: string }) {
  return <Text size="xs">{p.printedAt(`${formatDateIndia(new Date(at))} ${formatTimeIndia(at, getDisplayLocale())}`)}</Text>;
}

/** A print call's loading, error (with retry) or its sheet. */
export function PrintQueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingText>{p.loading}</LoadingText>;
  if (query.isError) return <LoadError message={apiErrorMessage(query.error, p.loadFailure)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
