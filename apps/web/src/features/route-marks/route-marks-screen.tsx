import { formatDateIndia, formatTimeIndia, getDisplayLocale, messages, PRINT_PAGES, routeMarkDateField, todayInIndia, type RouteMark, type RouteMarkKid } from "@app/contracts";
import { Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiErrorMessage } from "../../components/api-error-message";
import { DetailList } from "../../components/detail-list";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LoadError, LoadingText } from "../../components/query-status";
import { routeToast } from "../transport/route-toast";
import { useRoutesQuery } from "../transport/transport-api";
import { legStatusText } from "../day/leg-card";
import { useRouteDayQuery, useSetRouteMark, type RouteDay } from "./route-marks-api";
import { DateField } from "../../components/form/date-field";

const mk = messages.routes.marks;
const ui = mk.ui;
const empty = messages.common.empty;


/** When a mark was set, as "DD-MM-YYYY, 08:15 am" in India. */
export function markedAtText(iso: string | null): string {
  if (!iso) return messages.common.notAvailable;
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return messages.common.notAvailable;
  return `${formatDateIndia(when)}, ${formatTimeIndia(when, getDisplayLocale())}`;
}

const MARK_LABEL: Record<RouteMark, string> = { present: ui.present, absent: ui.absent };

function MarkBadge({ mark }: { mark: RouteMark | null }) {
  if (!mark) {
    return (
      <Badge color="gray" variant="light">
        {ui.notMarked}
      </Badge>
    );
  }
  return (
    <Badge color={mark === "present" ? "green" : "red"} variant="filled">
      {MARK_LABEL[mark]}
    </Badge>
  );
}

/**
 * One kid of the route (spec §4 demo attendance on real data): Present and Absent buttons;
 * choosing Present hides the Absent button and shows the details (a "Change" button brings the
 * choice back, so a wrong tap can be corrected).
 */
function KidMarkCard({ kid, saving, onMark }: { kid: RouteMarkKid; saving: boolean; onMark: (mark: RouteMark) => void }) {
  const nameId = useId();
  const [changing, setChanging] = useState(false);
  const present = kid.mark === "present" && !changing;
  const choose = (mark: RouteMark) => {
    setChanging(false);
    if (mark !== kid.mark) onMark(mark);
  };
  return (
    <Paper component="article" aria-labelledby={nameId} withBorder radius="md" p="md" aria-busy={saving || undefined}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ImageWithFallback src={kid.kidsImageThumb ?? kid.kidsImage} alt={ui.photoAlt(kid.kidName)} w={48} h={48} radius="50%" />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={4} size="h5" id={nameId} style={{ overflowWrap: "anywhere" }}>
              {kid.kidName}
            </Title>
            <Group gap={6}>
              <MarkBadge mark={kid.mark} />
              {kid.mark && (
                <Text size="xs" c="dimmed">
                  {messages.day.routeDay.correctionLabel}
                </Text>
              )}
            </Group>
            {/* Issue 10 (docs/decisions/0067): the day's captures and absences of this route's run. */}
            <Group gap={4} aria-label={messages.day.routeDay.captures}>
              {(kid.legs ?? []).map((leg) => (
                <Badge key={leg.leg} size="sm" variant="light" color={leg.status === "done" ? "green" : leg.status === "absent" ? "red" : "gray"} data-leg={leg.leg}>
                  {`${messages.day.legs[leg.leg]}: ${legStatusText({ ...leg, correction: null }, false)}`}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <Group gap="sm" role="group" aria-label={ui.mark}>
          <Button
            color="green"
            variant={kid.mark === "present" ? "filled" : "outline"}
            aria-pressed={kid.mark === "present"}
            loading={saving}
            onClick={() => choose("present")}
            style={{ flex: 1 }}
          >
            {ui.present}
          </Button>
          {!present && (
            <Button
              color="red"
              variant={kid.mark === "absent" ? "filled" : "outline"}
              aria-pressed={kid.mark === "absent"}
              loading={saving}
              onClick={() => choose("absent")}
              style={{ flex: 1 }}
            >
              {ui.absent}
            </Button>
          )}
          {present && (
            <Button variant="subtle" onClick={() => setChanging(true)} disabled={saving}>
              {ui.change}
            </Button>
          )}
        </Group>
        {present && (
          <DetailList
            items={[
              { label: ui.age, value: messages.staff.ui.years(kid.age) },
              { label: ui.gender, value: (messages.kids.genderLabels as Record<string, string>)[kid.gender] ?? kid.gender },
              { label: ui.status, value: (messages.kids.statusLabels as Record<string, string>)[kid.status] ?? kid.status },
              { label: ui.markedAt, value: markedAtText(kid.markedAt) },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The chosen route's kids on the chosen day, each with its stored mark. */
function RouteDayKids({ routeUuid, date, day }: { routeUuid: string; date: string; day: RouteDay }) {
  const setMark = useSetRouteMark(routeUuid, date);
  const [savingKid, setSavingKid] = useState<string | null>(null);
  const onMark = (kid: RouteMarkKid, mark: RouteMark) => {
    setSavingKid(kid.uuid);
    setMark.mutate(
      { kidUuid: kid.uuid, mark },
      {
        onSuccess: () => routeToast.success(mk.saved(kid.kidName, mark)),
        onError: (error) => routeToast.error(apiErrorMessage(error, mk.saveFailure), mk.saveFailure),
        onSettled: () => setSavingKid(null),
      },
    );
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4">
          {ui.kidsHeading(day.route.name, formatDateIndia(day.date))}
        </Title>
        <Button component={Link} to={PRINT_PAGES.routeSheet(routeUuid, date)} variant="light">
          {messages.desk.print.openRouteSheet}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {ui.fromTo(day.route.from, day.route.to)}
      </Text>
      {day.kids.length === 0 ? (
        <Text c="dimmed" py="md">
          {empty.noKidsOnRoute}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {day.kids.map((kid) => (
            <KidMarkCard key={kid.uuid} kid={kid} saving={savingKid === kid.uuid} onMark={(mark) => onMark(kid, mark)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RouteDayPanel({ routeUuid, date }: { routeUuid: string; date: string }) {
  const query = useRouteDayQuery(routeUuid, date);
  useEffect(() => {
    if (query.isError) routeToast.error(apiErrorMessage(query.error, mk.loadFailure), mk.loadFailure);
  }, [query.isError, query.errorUpdatedAt, query.error]);
  if (query.isPending) return <LoadingText>{messages.common.loadingKidDetails}</LoadingText>;
  if (query.isError) return <LoadError message={apiErrorMessage(query.error, mk.loadFailure)} onRetry={() => void query.refetch()} />;
  return <RouteDayKids routeUuid={routeUuid} date={date} day={query.data} />;
}

/**
 * /admin-dashboard/route (spec §2.7 route, §4, §5.11; decisions.md §2): the pickup/drop check-list
 * on real data. Choose a route and a day (today by default, never in the future); each kid of the
 * route is marked Present or Absent for that day and the mark is stored. Another day shows what is
 * stored for it. The choice is kept in the address (?route=…&date=…), so a reload shows the same list.
 */
export function RouteMarksScreen() {
  const routes = useRoutesQuery();
  const [params, setParams] = useSearchParams();
  const routeUuid = params.get("route") ?? "";
  const [dateInput, setDateInput] = useState(() => params.get("date") ?? todayInIndia());
  const checked = routeMarkDateField().safeParse(dateInput);
  const date = checked.success ? checked.data : null;
  const dateError = checked.success ? undefined : checked.error.issues[0]?.message;
  const today = todayInIndia();

  useEffect(() => {
    if (routes.isError) routeToast.error(messages.routes.transport.loadFailure, messages.routes.transport.loadFailure);
  }, [routes.isError, routes.errorUpdatedAt]);

  const update = (next: { route?: string; date?: string }) => {
    const search = new URLSearchParams(params);
    if (next.route !== undefined) {
      if (next.route) search.set("route", next.route);
      else search.delete("route");
    }
    if (next.date !== undefined) search.set("date", next.date);
    setParams(search, { replace: true });
  };

  const routeList = routes.data ?? [];
  const known = routeList.some((r) => r.uuid === routeUuid);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {messages.dashboards.sections.route}
      </Title>
      {routes.isPending ? (
        <LoadingText />
      ) : routes.isError ? (
        <LoadError message={messages.routes.transport.loadFailure} onRetry={() => void routes.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={720}>
            <NativeSelect
              label={ui.chooseRoute}
              value={known ? routeUuid : ""}
              data={[{ value: "", label: messages.staff.ui.selectPlaceholder }, ...routeList.map((r) => ({ value: r.uuid, label: r.name }))]}
              description={routeList.length === 0 ? empty.noRoutesAvailable : undefined}
              inputWrapperOrder={["label", "input", "description", "error"]}
              onChange={(event) => update({ route: event.currentTarget.value })}
            />
            <DateField
              name="routeMarkDate"
              label={ui.date}
              required
              value={dateInput}
              max={today}
              error={dateError}
              description={ui.dateHint}
              inputWrapperOrder={["label", "input", "description", "error"]}
              onChange={(value) => {
                setDateInput(value);
                if (routeMarkDateField().safeParse(value).success) update({ date: value });
              }}
            />
          </SimpleGrid>
          {!known || !date ? (
            !known && (
              <Text c="dimmed" py="md">
                {ui.chooseRouteFirst}
              </Text>
            )
          ) : (
            // A new route or day starts from what is stored for it (spec §4: a new date resets the choice).
            <RouteDayPanel key={`${routeUuid}|${date}`} routeUuid={routeUuid} date={date} />
          )}
        </>
      )}
    </Stack>
  );
}
