import {
  ATTENDANCE_SECTION_KEYS,
  formatCourseTime12,
  messages,
  todayInIndia,
  type AttendanceSection,
  type AttendanceSectionKey,
  type KidAttendanceDay,
  type LegState,
} from "@app/contracts";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DetailList } from "../../components/detail-list";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LegStateBadge } from "../day/leg-state";

const s = messages.attendance.screens;
// A leg older than the retention period keeps its time and who, not its photo or place (docs/decisions/0111).
const removed = messages.privacy.attendance;

/** Spec issue 6: the location of a leg as a Google Maps link. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://maps.google.com/?q=${latitude},${longitude}`;
}

/** The four legs of a day, in the order of spec §3.6. */
export function legsOf(record: Pick<KidAttendanceDay, AttendanceSectionKey>): [AttendanceSectionKey, AttendanceSection | null][] {
  return ATTENDANCE_SECTION_KEYS.map((key) => [key, record[key] ?? null]);
}

/**
 * One leg: its photo, time, a map link to where it was taken and who captured it. A leg not
 * captured says its state as every screen does ("Not at the stop", "Absent (parent)", "Still to
 * come"), and a leg the office corrected says so (docs/decisions/0242); without a state (an answer
 * from before the states were sent) "Not captured yet".
 */
export function AttendanceLeg({
  sectionKey,
  section,
  kidName,
  state,
  isPast = false,
  headingOrder = 3,
}: {
  sectionKey: AttendanceSectionKey;
  section: AttendanceSection | null;
  kidName: string;
  state?: LegState;
  isPast?: boolean;
  headingOrder?: 3 | 4;
}) {
  const title = s.sectionTitles[sectionKey];
  // A captured leg shows its time below; the badge only when the office corrected it.
  const badge = state && (!section || state.correction) ? <LegStateBadge state={state} isPast={isPast} /> : null;
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label={title} data-section={sectionKey}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={headingOrder} size="h5">
            {title}
          </Title>
          {badge}
        </Group>
        {section ? (
          <>
            {section.photoUrl ? (
              <ImageWithFallback
                src={section.photoThumbUrl || section.photoUrl}
                alt={s.photoAlt(title, kidName)}
                h={160}
                radius="sm"
                fit="cover"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {removed.photoRemoved}
              </Text>
            )}
            <DetailList
              cols={1}
              items={[
                { label: s.time, value: formatCourseTime12(section.time) || section.time },
                {
                  label: s.location,
                  value:
                    section.latitude !== null && section.longitude !== null ? (
                      <Anchor
                        href={mapUrl(section.latitude, section.longitude)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={s.mapLinkLabel(title)}
                      >
                        {s.openMap} ({section.latitude}, {section.longitude})
                      </Anchor>
                    ) : (
                      removed.placeRemoved
                    ),
                },
                { label: s.capturedBy, value: section.capturedBy },
              ]}
            />
            {section.editedAt && (
              <Badge variant="light" color="gray" w="fit-content">
                {s.editedNote}
              </Badge>
            )}
          </>
        ) : state ? null : (
          <Text c="dimmed" size="sm">
            {s.notCaptured}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The four legs side by side (one column on phones, two on tablets, four on wide screens when `wide`). */
export function AttendanceLegs({
  record,
  headingOrder,
  wide = false,
}: {
  record: Pick<KidAttendanceDay, AttendanceSectionKey | "kidName"> & Partial<Pick<KidAttendanceDay, "date" | "legStates">>;
  headingOrder?: 3 | 4;
  wide?: boolean;
}) {
  const isPast = record.date !== undefined && record.date < todayInIndia();
  return (
    <SimpleGrid cols={wide ? { base: 1, xs: 2, lg: 4 } : { base: 1, sm: 2 }} spacing="sm">
      {legsOf(record).map(([key, section]) => (
        <AttendanceLeg
          key={key}
          sectionKey={key}
          section={section}
          kidName={record.kidName}
          state={record.legStates?.[key]}
          isPast={isPast}
          headingOrder={headingOrder}
        />
      ))}
    </SimpleGrid>
  );
}
