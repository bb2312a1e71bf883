import { formatDateIndia, isIsoDate, messages, todayInIndia, type RouteSheet } from "@app/contracts";
import { Stack, Text, Title } from "@mantine/core";
import { useParams, useSearchParams } from "react-router";
import { DateField } from "../../components/form/date-field";
import { useRouteSheetQuery } from "./print-api";
import { LegCell, LegHeaders, PrintedAt, PrintQueryState, PrintScroll } from "./print-cells";
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
          <PrintScroll label={p.routeSheetTitle}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{p.stop}</th>
                  <th scope="col">{p.kid}</th>
                  <th scope="col">{p.address}</th>
                  <th scope="col">{p.parentPhone}</th>
                  <LegHeaders />
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
          </PrintScroll>
        </section>
      ))}
      <div className="print-signature">{p.signature}</div>
      <PrintedAt at={sheet.generatedAt} />
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
      <PrintQueryState query={query}>{(data) => <RouteSheetView sheet={data} />}</PrintQueryState>
    </PrintFrame>
  );
}
