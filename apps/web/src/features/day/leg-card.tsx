import { ATTENDANCE_TYPES, formatCourseTime12, messages, type DayLeg } from "@app/contracts";
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { mapUrl } from "../attendance-admin/attendance-legs";

const h = messages.day.home;
const a = messages.day.absences;

const STATUS_COLOR = { done: "green", absent: "red", pending: "gray", notRiding: "gray" } as const;

/** The words for a leg's state; `isPast` turns "still to come" into "not captured". */
export function legStatusText(leg: DayLeg, isPast: boolean): string {
  if (leg.correction) return leg.correction.mark === "present" ? h.correctionPresent : h.correctionAbsent;
  if (leg.status === "done") return leg.capture ? formatCourseTime12(leg.capture.time) || leg.capture.time : h.correctionPresent;
  if (leg.status === "absent") return leg.absence ? a.badgeBy[leg.absence.source] : a.badge;
  if (leg.status === "notRiding") return h.notRiding;
  return isPast ? h.notCaptured : h.stillToCome;
}

/** One leg of a kid's day: time (India), photo, who captured it and a map link; or absent / still to come. */
export function LegCard({ leg, kidName, isPast = false }: { leg: DayLeg; kidName: string; isPast?: boolean }) {
  const title = messages.day.legs[leg.leg];
  const capture = leg.capture;
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label={title} data-leg={leg.leg} data-status={leg.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={4} size="h6">
            {title}
          </Title>
          <Badge
            color={STATUS_COLOR[leg.status]}
            variant={leg.status === "done" ? "filled" : "light"}
            styles={{ root: { height: "auto", flexShrink: 0, maxWidth: "55%" }, label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3, padding: "2px 0" } }}
          >
            {legStatusText(leg, isPast)}
          </Badge>
        </Group>
        {capture && (
          <>
            {capture.photoThumbUrl ? (
              <ImageWithFallback src={capture.photoThumbUrl} alt={h.photoAlt(kidName, title)} h={140} radius="sm" fit="cover" />
            ) : (
              <Text size="xs" c="dimmed">
                {messages.privacy.attendance.photoRemoved}
              </Text>
            )}
            <Group gap="xs" justify="space-between">
              <Text size="sm">
                {formatCourseTime12(capture.time) || capture.time}
                {capture.capturedBy ? ` · ${h.capturedBy(capture.capturedBy)}` : ""}
              </Text>
              {capture.latitude !== null && capture.longitude !== null && (
                <Anchor href={mapUrl(capture.latitude, capture.longitude)} target="_blank" rel="noopener noreferrer" size="sm">
                  {h.openMap}
                </Anchor>
              )}
            </Group>
          </>
        )}
        {leg.correction && (
          <Text size="xs" c="dimmed">
            {h.correction}
          </Text>
        )}
        {leg.route && (
          <Text size="xs" c="dimmed">
            {leg.route.name}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The four legs' cards while the day loads, shaped like a leg still to come (title, status, route),
 * so the sections below do not jump down when the day arrives (layout shift, issue 13). The words
 * "Loading…" are for screen readers; the shapes are hidden from them.
 */
export function LegCardsLoading() {
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {messages.common.loading}
      </VisuallyHidden>
      {ATTENDANCE_TYPES.map((leg) => (
        <Paper key={leg} withBorder radius="md" p="sm" aria-hidden data-leg-loading={leg}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Title order={4} size="h6" component="p">
                {messages.day.legs[leg]}
              </Title>
              <Skeleton height={20} width="30%" radius="xl" />
            </Group>
            <Skeleton height={12} width="45%" my={3} />
          </Stack>
        </Paper>
      ))}
    </>
  );
}
