import { messages, type RouteInfo, type RouteKid, type RouteStaff } from "@app/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode, SVGProps } from "react";
import { DetailList, type DetailItem } from "../../components/detail-list";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { ageText, genderLabel, KidStatusBadge } from "../kids/kid-labels";
import classes from "./route-views.module.css";

const ui = messages.routes.views.ui;
const staffUi = messages.staff.ui;

/** Decorative phone glyph for the call links. */
function PhoneIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The digits to dial: a 10-digit Indian mobile gets +91, anything else is dialled as written. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(digits) ? `+91${digits}` : digits}`;
}

/** A phone number as a link that dials it on a phone ("Call Ravi: 9876543210"). */
export function PhoneLink({ name, phone }: { name: string; phone: string | null | undefined }) {
  const value = phone?.trim();
  if (!value) return <Text c="dimmed">{ui.noPhone}</Text>;
  return (
    <Anchor href={telHref(value)} className={classes.phoneLink} aria-label={ui.call(name, value)}>
      <Group gap={6} wrap="nowrap" component="span">
        <PhoneIcon />
        <span>{value}</span>
      </Group>
    </Anchor>
  );
}

/** The route's name as a heading, then From, To (and the stops when asked). */
export function RouteSummary({
  info,
  headingId,
  showStops = false,
  headingOrder = 3,
}: {
  info: RouteInfo;
  headingId?: string;
  showStops?: boolean;
  headingOrder?: 2 | 3 | 4;
}) {
  const items: DetailItem[] = [
    { label: ui.from, value: info.from },
    { label: ui.to, value: info.to },
  ];
  if (showStops && info.stops.length > 0) items.push({ label: ui.stops, value: info.stops.join(", "), wide: true });
  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h3" id={headingId} style={{ overflowWrap: "anywhere" }}>
        {info.name}
      </Title>
      <DetailList items={items} />
    </Stack>
  );
}

/** A driver or caretaker: photo (default picture when missing or broken), role, name and phone link. */
export function StaffCard({ role, person, headingOrder = 4 }: { role: string; person: RouteStaff; headingOrder?: 3 | 4 | 5 }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`${role}: ${person.name}`}>
      <Group gap="md" wrap="nowrap" align="center">
        <ImageWithFallback
          src={person.profilePictureThumb || person.profilePicture}
          alt={staffUi.photoAlt(person.name)}
          w={64}
          h={64}
          radius="50%"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={headingOrder} size="sm" c="dimmed" fw={500}>
            {role}
          </Title>
          <Text fw={600} size="lg" style={{ overflowWrap: "anywhere" }}>
            {person.name}
          </Text>
          <PhoneLink name={person.name} phone={person.phoneNumber} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** "6 years · Female" under a kid's name. */
export function kidFacts(kid: RouteKid): string {
  return [ageText(kid.age), genderLabel(kid.gender)].filter(Boolean).join(" · ");
}

/** A kid's photo, name, age and (when not active) status: the driver's read-only list. */
export function KidTile({ kid }: { kid: RouteKid }) {
  const facts = kidFacts(kid);
  return (
    <Group gap="sm" wrap="nowrap" p="xs" style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: "var(--mantine-radius-md)" }}>
      <ImageWithFallback src={kid.kidsImageThumb || kid.kidsImage} alt={staffUi.photoAlt(kid.kidName)} w={52} h={52} radius="50%" style={{ flexShrink: 0 }} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {kid.kidName}
        </Text>
        {facts && (
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        )}
        {kid.status !== "active" && <KidStatusBadge status={kid.status} />}
      </Stack>
    </Group>
  );
}

/** A big, labelled button for one kid (the caretaker's page): photo, name, age, status. */
export function KidButton({ kid, onPick, describedBy }: { kid: RouteKid; onPick: (kid: RouteKid) => void; describedBy?: string }) {
  const facts = kidFacts(kid);
  return (
    <button type="button" className={classes.kidButton} onClick={() => onPick(kid)} aria-describedby={describedBy}>
      <ImageWithFallback src={kid.kidsImageThumb || kid.kidsImage} alt="" w={56} h={56} radius="50%" style={{ flexShrink: 0 }} />
      <Stack gap={2} style={{ minWidth: 0 }} component="span">
        <span className={classes.kidName}>{kid.kidName}</span>
        {facts && (
          <Text size="sm" c="dimmed" component="span">
            {facts}
          </Text>
        )}
        {kid.status !== "active" && (
          <Badge component="span" color="red" variant="light" data-status={kid.status} style={{ alignSelf: "flex-start" }}>
            {(messages.kids.statusLabels as Record<string, string>)[kid.status] ?? kid.status}
          </Badge>
        )}
      </Stack>
      <span className={classes.chevron} aria-hidden="true">
        ›
      </span>
    </button>
  );
}

/** An empty state: the spec's text, and what to expect. */
export function EmptyNote({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text fw={600}>{title}</Text>
      {hint && (
        <Text size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
