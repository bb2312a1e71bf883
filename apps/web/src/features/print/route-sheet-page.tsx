import { ATTENDANCE_TYPES, formatDateIndia, formatTimeIndia, getDisplayLocale, isIsoDate, messages, todayInIndia, type RouteSheet } from "@app/contracts";
import { Stack, Text, Title } from "@mantine/core";
import { useParams, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../components/api-error-message";
import { DateField } from "../../components/form/date-field";
import { LoadError, LoadingText } from "../../components/query-status";
import { useRouteSheetQuery } from "./print-api";
import { LegCell } from "./print-cells";
import { PrintFrame } from "./print-frame";

const p = messages.desk.print;

function staffText(s: { name: string; phone: string | null } | null): string {
  if (!s) return messages.common.dash;
  return s.phone ? `${s.name} (${s.phone})` : s.name;
}

/** The sheet itself: one table per run of the route, kids in stop order, the four legs to tick. */
export function RouteSheetView({ sheet }: { sheet: RouteSheet }) {
  return (
    <Stack gap="lg">
      <Text>
        <strong>{p.route}:</strong> {sheet.route.name} ({sheet.route.from} → {sheet.route.to}) · <strong>{p.date}:</strong> {formatDateIndia(sheet.date)}
      </Text>
      {sheet.runs.length === 0 || sheet.runs.every((r) => r.kids.length === 0) ? <Text>{p.noKids}</Text> : null}
      {sheet.runs.map((run) => (
        <section key={run.assignmentUuid} aria-label={p.runs[run.run]}>
          <Title order={2} size="h4">
            {p.runs[run.run]}
          </Title>
          <Text size="sm" mb="xs">
            <strong>{p.driver}:</strong> {staffText(run.driver)} · <strong>{p.caretaker}:</strong> {staffText(run.caretaker)}
          </Text>
          {/* Keyboard users can scroll a wide sheet on a phone (axe scrollable-region-focusable). */}
          <div className="print-scroll" tabIndex={0} role="region" aria-label={p.routeSheetTitle}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{p.stop}</th>
                  <th scope="col">{p.kid}</th>
                  <th scope="col">{p.address}</th>
                  <th scope="col">{p.parentPhone}</th>
                  {ATTENDANCE_TYPES.map((leg) => (
                    <th scope="col" key={leg}>
                      {p.legs[leg]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {run.kids.map((kid) => (
                  <tr key={kid.uuid}>
                    <td>{kid.stop}</td>
                    <th scope="row">{kid.kidName}</th>
                    <td>{kid.address}</td>
                    <td>{kid.parentPhone ?? messages.common.dash}</td>
                    {kid.legs.map((leg) => (
                      <LegCell key={leg.leg} leg={leg} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <div className="print-signature">{p.signature}</div>
      <Text size="xs">{p.printedAt(`${formatDateIndia(new Date(sheet.generatedAt))} ${formatTimeIndia(sheet.generatedAt, getDisplayLocale())}`)}</Text>
    </Stack>
  );
}

/** /print/route-sheet/:routeUuid?date=YYYY-MM-DD (admin): a route's daily sheet to print. */
export function RouteSheetPage() {
  const { routeUuid = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const date = isIsoDate(asked) ? asked : todayInIndia();
  const query = useRouteSheetQuery(routeUuid, date);
  const controls = (
    <DateField
      name="print-date"
      label={p.date}
      value={date}
      onChange={(next) => {
        if (isIsoDate(next)) setParams({ date: next }, { replace: true });
      }}
    />
  );
  return (
    <PrintFrame title={p.routeSheetTitle} controls={controls}>
      {query.isPending ? (
        <LoadingText>{p.loading}</LoadingText>
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, p.loadFailure)} onRetry={() => void query.refetch()} />
      ) : (
        <RouteSheetView sheet={query.data} />
      )}
    </PrintFrame>
  );
}
