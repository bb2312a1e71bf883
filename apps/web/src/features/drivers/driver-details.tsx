import { messages, type Driver } from "@app/contracts";
import { Badge, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { CaptionedImage } from "../../components/captioned-image";
import { DetailList } from "../../components/detail-list";
import { documentDetailItems } from "../staff-documents/document-details";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { MaskedAadhaar } from "../../components/masked-aadhaar";
import { dateWithAge, displayValue } from "../../components/value-text";

const d = messages.staff.drivers;
const l = messages.staff.labels;
const ui = messages.staff.ui;

const STATUS_COLORS: Record<string, string> = { active: "green", inactive: "gray", suspended: "red" };

/** A driver status as a coloured badge with its catalogue label. */
export function DriverStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{messages.common.dash}</>;
  const label = (d.statusLabels as Record<string, string>)[status] ?? status;
  return (
    <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light">
      {label}
    </Badge>
  );
}

/** The read-only view of one driver (view modal): photo, every field, Aadhaar masked, identity documents. */
export function DriverDetails({ driver }: { driver: Driver }) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <ImageWithFallback src={driver.profilePicture} alt={ui.photoAlt(driver.name)} w={88} h={88} radius="50%" />
        <Stack gap={4}>
          <Title order={3} size="h4">
            {driver.name}
          </Title>
          <DriverStatusBadge status={driver.status} />
        </Stack>
      </Group>
      <DetailList
        items={[
          { label: l.name, value: driver.name },
          { label: l.email, value: driver.email },
          { label: l.phoneNumber, value: driver.phoneNumber },
          { label: l.alternatePhone, value: driver.alternatePhone },
          { label: l.dob, value: dateWithAge(driver.dob, driver.age) },
          { label: d.labels.bloodGroup, value: driver.bloodGroup },
          { label: d.labels.status, value: <DriverStatusBadge status={driver.status} /> },
          { label: d.labels.experience, value: displayValue(driver.experience) },
          { label: d.labels.dlNo, value: driver.dlNo },
          { label: d.labels.prevCompanyName, value: driver.prevCompanyName },
          { label: l.aadharNo, value: <MaskedAadhaar value={driver.aadharNo} /> },
          { label: l.address, value: driver.address, wide: true },
          ...documentDetailItems(driver, true),
        ]}
      />
      <Stack gap="xs">
        <Title order={4} size="h5">
          {ui.identityDocuments}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <CaptionedImage src={driver.aadharFrontImage} label={l.aadharFrontImage} />
          <CaptionedImage src={driver.aadharBackImage} label={l.aadharBackImage} />
          <CaptionedImage src={driver.dlFrontImage} label={d.labels.dlFrontImage} />
          <CaptionedImage src={driver.dlBackImage} label={d.labels.dlBackImage} />
          {driver.policeVerificationImage && <CaptionedImage src={driver.policeVerificationImage} label={messages.staffDocuments.policeVerificationImageLabel} />}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
