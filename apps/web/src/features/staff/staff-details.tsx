import { messages } from "@app/contracts";
import { Group, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { CaptionedImage } from "../../components/captioned-image";
import { DetailList, type DetailItem } from "../../components/detail-list";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { MaskedAadhaar } from "../../components/masked-aadhaar";
import type { StaffMember } from "../../components/form/staff-form";
import { dateWithAge } from "../../components/value-text";

const l = messages.staff.labels;
const ui = messages.staff.ui;

/** Name, email, phone, the kind's second phone and the birth date with the age: the top of every staff view. */
export function staffContactItems(member: StaffMember, alternatePhone: DetailItem): DetailItem[] {
  return [
    { label: l.name, value: member.name },
    { label: l.email, value: member.email },
    { label: l.phoneNumber, value: member.phoneNumber },
    alternatePhone,
    { label: l.dob, value: dateWithAge(member.dob, member.age) },
  ];
}

/** The Aadhaar number (masked) and the address. */
export function staffIdentityItems(member: StaffMember): DetailItem[] {
  return [
    { label: l.aadharNo, value: <MaskedAadhaar value={member.aadharNo} /> },
    { label: l.address, value: member.address, wide: true },
  ];
}

export interface StaffDetailsProps {
  member: StaffMember;
  /** Shown under the name (the driver's status). */
  badge?: ReactNode;
  items: DetailItem[];
  /** The kind's own identity documents, after the Aadhaar card (the driver's licence). */
  moreDocuments?: ReactNode;
}

/**
 * The read-only view of one staff member (view modal): photo and name, the kind's fields, then
 * the identity documents: the Aadhaar card, the kind's own, the police verification certificate.
 */
export function StaffDetails({ member, badge, items, moreDocuments }: StaffDetailsProps) {
  const title = (
    <Title order={3} size="h4">
      {member.name}
    </Title>
  );
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <ImageWithFallback src={member.profilePicture} alt={ui.photoAlt(member.name)} w={88} h={88} radius="50%" />
        {badge ? (
          <Stack gap={4}>
            {title}
            {badge}
          </Stack>
        ) : (
          title
        )}
      </Group>
      <DetailList items={items} />
      <Stack gap="xs">
        <Title order={4} size="h5">
          {ui.identityDocuments}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <CaptionedImage src={member.aadharFrontImage} label={l.aadharFrontImage} />
          <CaptionedImage src={member.aadharBackImage} label={l.aadharBackImage} />
          {moreDocuments}
          {member.policeVerificationImage && <CaptionedImage src={member.policeVerificationImage} label={messages.staffDocuments.policeVerificationImageLabel} />}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
