import { messages, type Caretaker } from "@app/contracts";
import { Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { DetailList } from "../../components/detail-list";
import { documentDetailItems } from "../staff-documents/document-details";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { MaskedAadhaar } from "../../components/masked-aadhaar";
import { CaptionedImage } from "../../components/captioned-image";
import { dateWithAge } from "../../components/value-text";

const c = messages.staff.caretakers;
const l = messages.staff.labels;
const ui = messages.staff.ui;

/** The read-only view of one caretaker: photo, every field, age from the birth date, Aadhaar masked, documents. */
export function CaretakerDetails({ caretaker }: { caretaker: Caretaker }) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <ImageWithFallback src={caretaker.profilePicture} alt={ui.photoAlt(caretaker.name)} w={88} h={88} radius="50%" />
        <Title order={3} size="h4">
          {caretaker.name}
        </Title>
      </Group>
      <DetailList
        items={[
          { label: l.name, value: caretaker.name },
          { label: l.email, value: caretaker.email },
          { label: l.phoneNumber, value: caretaker.phoneNumber },
          { label: c.labels.alternatePhoneNumber, value: caretaker.alternatePhoneNumber },
          { label: l.dob, value: dateWithAge(caretaker.dob, caretaker.age) },
          { label: l.aadharNo, value: <MaskedAadhaar value={caretaker.aadharNo} /> },
          { label: l.address, value: caretaker.address, wide: true },
          { label: c.labels.aadharAddress, value: caretaker.aadharAddress, wide: true },
          ...documentDetailItems(caretaker, false),
        ]}
      />
      <Stack gap="xs">
        <Title order={4} size="h5">
          {ui.identityDocuments}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <CaptionedImage src={caretaker.aadharFrontImage} label={l.aadharFrontImage} />
          <CaptionedImage src={caretaker.aadharBackImage} label={l.aadharBackImage} />
          {caretaker.policeVerificationImage && <CaptionedImage src={caretaker.policeVerificationImage} label={messages.staffDocuments.policeVerificationImageLabel} />}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
