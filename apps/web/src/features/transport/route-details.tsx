import { messages, type SubRoute, type TransportRoute } from "@app/contracts";
import { Paper, Pill, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { DetailList } from "../../components/detail-list";

const ui = messages.routes.transport.ui;
const labels = ui.labels;

/** Stops as a read-only list of chips, or "N/A". */
export function StopsList({ stops, label }: { stops: readonly string[]; label: string }) {
  if (stops.length === 0) return <>{messages.common.notAvailable}</>;
  return (
    <Pill.Group component="ul" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {stops.map((stop, index) => (
        <Pill component="li" key={`${index}-${stop}`} size="md">
          {stop}
        </Pill>
      ))}
    </Pill.Group>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={id}>
      <Title order={3} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function SubRouteDetails({ sub, index }: { sub: SubRoute; index: number }) {
  const id = useId();
  return (
    <Paper role="group" aria-labelledby={id} withBorder radius="md" p={{ base: "sm", sm: "md" }} bg="gray.0">
      <Title order={4} size="h5" mb="xs" id={id}>
        {ui.subRouteTitle(index + 1)}
      </Title>
      <DetailList
        cols={3}
        items={[
          { label: labels.subRouteName, value: sub.name },
          { label: labels.subRouteDistance, value: ui.km(sub.distance) },
          { label: labels.subRouteEstimatedTime, value: ui.minutes(sub.estimatedTime) },
          { label: labels.subRouteStops, value: <StopsList stops={sub.stops} label={labels.subRouteStops} />, wide: true },
        ]}
      />
    </Paper>
  );
}

/** The view modal's "Route Details" and "Sub-Route Details" cards (spec §2.10). */
export function RouteDetailsCards({ route }: { route: TransportRoute }) {
  return (
    <Stack gap="lg">
      <Card title={ui.routeDetails}>
        <DetailList
          items={[
            { label: labels.name, value: route.name },
            { label: labels.type, value: ui.typeLabels[route.type] ?? route.type },
            { label: labels.from, value: route.from },
            { label: labels.to, value: route.to },
            { label: labels.distance, value: ui.km(route.distance) },
            { label: labels.estimatedTime, value: ui.minutes(route.estimatedTime) },
            { label: labels.stops, value: <StopsList stops={route.stops} label={labels.stops} />, wide: true },
            { label: labels.description, value: route.description, wide: true },
          ]}
        />
      </Card>
      <Card title={ui.subRouteDetails}>
        {route.subRoutes.length === 0 ? (
          <Text c="dimmed">{ui.noSubRoutes}</Text>
        ) : (
          <Stack gap="md">
            {route.subRoutes.map((sub, index) => (
              <SubRouteDetails key={index} sub={sub} index={index} />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
