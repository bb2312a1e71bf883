import { formatDateIndia, getDisplayLocale, messages, todayInIndia, type KidMonth } from "@app/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useParams, useSearchParams } from "react-router";
import { addMonths, useKidMonthQuery } from "./print-api";
import { LegCell, LegHeaders, PrintedAt, PrintQueryState, PrintScroll } from "./print-cells";
import { PrintFrame } from "./print-frame";

const p = messages.desk.print;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "November 2026" in the reader's language. */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(getDisplayLocale(), { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
}

function weekday(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(getDisplayLocale(), { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

const isWeekend = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 || day === 6;
};

/** The month grid: one row per day, the four legs as columns. */
export function KidMonthView({ data }: { data: KidMonth }) {
  return (
    <Stack gap="md">
      <Text>
        <strong>{p.kid}:</strong> {data.kid.kidName} · <strong>{p.month}:</strong> {monthLabel(data.month)}
      </Text>
      <Text size="sm">{p.routes(data.routes.morning ?? p.noRoute, data.routes.afternoon ?? p.noRoute)}</Text>
      <PrintScroll label={p.kidMonthTitle}>
        <table>
          <thead>
            <tr>
              <th scope="col">{p.day}</th>
              <LegHeaders />
            </tr>
          </thead>
          <tbody>
            {data.days.map((day) => (
              <tr key={day.date} className={isWeekend(day.date) ? "print-weekend" : undefined}>
                <th scope="row">
                  {formatDateIndia(day.date)} {weekday(day.date)}
                </th>
                {day.legs.map((leg) => (
                  <LegCell key={leg.leg} leg={leg} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </PrintScroll>
      <Text fw={600}>{p.totals(data.totals.done, data.totals.absent)}</Text>
      <PrintedAt at={data.generatedAt} />
    </Stack>
  );
}

/** /print/kid-month/:kidUuid?month=YYYY-MM (admin): a kid's month of attendance to print. */
export function KidMonthPage() {
  const { kidUuid = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : todayInIndia().slice(0, 7);
  const query = useKidMonthQuery(kidUuid, month);
  const go = (months: number) => setParams({ month: addMonths(month, months) }, { replace: true });
  const controls = (
    <Group gap="xs" align="center">
      <Button variant="default" onClick={() => go(-1)} aria-label={p.previousMonth}>
        ‹
      </Button>
      <Text fw={600} miw="9rem" ta="center" aria-live="polite">
        {monthLabel(month)}
      </Text>
      <Button variant="default" onClick={() => go(1)} aria-label={p.nextMonth}>
        ›
      </Button>
    </Group>
  );
  return (
    <PrintFrame title={p.kidMonthTitle} controls={controls}>
      <PrintQueryState query={query}>{(data) => <KidMonthView data={data} />}</PrintQueryState>
    </PrintFrame>
  );
}
