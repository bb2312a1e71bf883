import { messages, type Caretaker, type Driver } from "@app/contracts";
import { Group, Paper, Stack, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { DetailList, type DetailItem } from "../../components/detail-list";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { MaskedAadhaar } from "../../components/masked-aadhaar";
import { LoadError, LoadingText } from "../../components/query-status";
import { dateWithAge, displayValue } from "../../components/value-text";
import { DriverStatusBadge } from "../drivers/driver-details";
import { useCaretakerMe, useDriverMe } from "./staff-profile-api";

const l = messages.staff.labels;
const d = messages.staff.drivers;
const c = messages.staff.caretakers;
const ui = messages.staff.ui;

interface ProfileShape {
  name: string;
  profilePicture: string | null;
}

/** The frame of an own-profile page: heading, then loading text, the error, or the profile card. */
function ProfilePage<T extends ProfileShape>({
  title,
  query,
  items,
  badge,
}: {
  title: string;
  query: UseQueryResult<T>;
  items: (profile: T) => DetailItem[];
  badge?: (profile: T) => ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {title}
      </Title>
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <LoadError message={apiErrorMessage(query.error, ui.profileLoadFailure)} onRetry={() => void query.refetch()} />
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <Stack gap="lg">
            <Group gap="lg" wrap="wrap">
              <ImageWithFallback src={query.data.profilePicture} alt={ui.photoAlt(query.data.name)} w={120} h={120} radius="50%" loading="eager" />
              <Stack gap={6}>
                <Title order={3} size="h3">
                  {query.data.name}
                </Title>
                {badge?.(query.data)}
              </Stack>
            </Group>
            <DetailList items={items(query.data)} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** /driver-dashboard/driverprofile (spec §2.15): the driver's own profile, Aadhaar masked. */
export function DriverProfilePage() {
  const query = useDriverMe();
  return (
    <ProfilePage<Driver>
      title={messages.dashboards.sections.driverProfile}
      query={query}
      badge={(driver) => <DriverStatusBadge status={driver.status} />}
      items={(driver) => [
        { label: l.phoneNumber, value: driver.phoneNumber },
        { label: l.alternatePhone, value: driver.alternatePhone },
        { label: l.email, value: driver.email },
        { label: l.dob, value: dateWithAge(driver.dob, driver.age) },
        { label: d.labels.bloodGroup, value: driver.bloodGroup },
        { label: d.labels.experience, value: displayValue(driver.experience) },
        { label: d.labels.dlNo, value: driver.dlNo },
        { label: d.labels.prevCompanyName, value: driver.prevCompanyName },
        { label: l.aadharNo, value: <MaskedAadhaar value={driver.aadharNo} /> },
        { label: l.address, value: driver.address, wide: true },
      ]}
    />
  );
}

/** /caretaker-dashboard/caretakerprofile (spec §2.16): the caretaker's own profile, Aadhaar masked. */
export function CaretakerProfilePage() {
  const query = useCaretakerMe();
  return (
    <ProfilePage<Caretaker>
      title={messages.dashboards.sections.caretakerProfile}
      query={query}
      items={(caretaker) => [
        { label: l.phoneNumber, value: caretaker.phoneNumber },
        { label: c.labels.alternatePhoneNumber, value: caretaker.alternatePhoneNumber },
        { label: l.email, value: caretaker.email },
        { label: l.dob, value: dateWithAge(caretaker.dob, caretaker.age) },
        { label: l.aadharNo, value: <MaskedAadhaar value={caretaker.aadharNo} /> },
        { label: l.address, value: caretaker.address, wide: true },
        { label: c.labels.aadharAddress, value: caretaker.aadharAddress, wide: true },
      ]}
    />
  );
}
