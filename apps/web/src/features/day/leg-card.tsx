import { ATTENDANCE_TYPES, formatCourseTime12, legStateOf, legStateText, messages, type DayLeg } from "@app/contracts";
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { mapUrl } from "../attendance-admin/attendance-legs";
import { LegStateBadge } from "./leg-state";

const h = messages.day.home;

/** The words for a leg's state; `isPast` turns "still to come" into "not captured". */
export function legStatusText(leg: DayLeg, isPast: boolean): string {
  // One wording for a leg's state on every screen and file (docs/decisions/0242).
  return legStateText(messages.day, legStateOf(leg), isPast);
}

/** One leg of a kid's day: time (India), photo, who captured it and a map link; or absent / still to come. */
export function LegCard({ leg, kidName, isPast = false }: { leg: DayLeg; kidName: string; isPast?: boolean }) {
  const title = messages.day.legs[leg.leg];
  const capture = leg.capture;
  // The state above already reads the capture's time unless the office corrected the leg: say it once (docs/decisions/0246).
  const timeInState = leg.status === "done" && !leg.correction;
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label={title} data-leg={leg.leg} data-status={leg.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={4} size="h6">
            {title}
          </Title>
          <LegStateBadge state={legStateOf(leg)} isPast={isPast} />
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
                {[timeInState ? null : formatCourseTime12(capture.time) || capture.time, capture.capturedBy ? h.capturedBy(capture.capturedBy) : null]
                  .filter(Boolean)
                  .join(" · ")}
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
 * so the sections below do not jump down when the day arrives (layout shift). The words
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
