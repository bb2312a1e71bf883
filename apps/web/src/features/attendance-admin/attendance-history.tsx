import { formatCourseTime12, formatDateTimeIndia, getDisplayLocale, messages, type AttendanceHistoryEntry } from "@app/contracts";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { mapUrl } from "./attendance-legs";

const h = messages.fieldApp.replace;
const s = messages.attendance.screens;

/**
 * The captures a later capture of the same leg replaced (issue 9, docs/decisions/0050): photo,
 * time, place, who took it and who replaced it when. Admins only (the record's `history`).
 */
export function AttendanceHistory({ history, kidName, headingOrder = 3 }: { history: readonly AttendanceHistoryEntry[] | undefined; kidName: string; headingOrder?: 3 | 4 }) {
  if (!history?.length) return null;
  return (
    <Stack component="section" gap="xs" aria-label={h.historyTitle}>
      <Title order={headingOrder} size="h5">
        {h.historyTitle}
      </Title>
      <Stack component="ul" gap="xs" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {history.map((entry) => {
          const leg = messages.attendance.typeLabels[entry.type];
          const replaced = new Date(entry.replacedAt);
          return (
            <Paper component="li" key={`${entry.type}-${entry.replacedAt}-${entry.photoUrl}`} withBorder radius="md" p="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ImageWithFallback src={entry.photoThumbUrl || entry.photoUrl} alt={s.photoAlt(leg, kidName)} h={72} w={72} radius="sm" fit="cover" />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {h.historyItem(leg, formatCourseTime12(entry.time) || entry.time, entry.capturedBy, entry.replacedBy ?? "")}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {h.replacedAt(formatDateTimeIndia(replaced, getDisplayLocale()))}
                  </Text>
                  {entry.latitude !== null && entry.longitude !== null ? (
                    <Anchor size="xs" href={mapUrl(entry.latitude, entry.longitude)} target="_blank" rel="noopener noreferrer">
                      {s.openMap} ({entry.latitude}, {entry.longitude})
                    </Anchor>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {messages.privacy.attendance.placeRemoved}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
