import {
  courseDurationLabel,
  formatCourseTime12,
  formatDateIndia,
  messages,
  type KidProfile,
  type ParentsDetailsView,
} from "@app/contracts";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { CaptionedImage } from "../../components/captioned-image";
import { DetailList } from "../../components/detail-list";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { MaskedAadhaar } from "../../components/masked-aadhaar";
import { isEmptyValue } from "../../components/value-text";
import { ageText, genderLabel, KidStatusBadge } from "./kid-labels";

// Also here for the admin's screens; the caretaker's route page takes them from ./kid-labels alone.
export { ageText, genderLabel, KidStatusBadge };

const k = messages.kids;
const l = k.labels;
const ui = k.ui;

/** What an institute card shows: the fields both the form's list and the stored profile have. */
export interface InstituteShape {
  name: string;
  coach_name: string;
  phone_no: string;
  email: string;
  course_name: string;
  courseId: string;
  course_start_time: string;
  course_end_time: string;
  inst_address: string;
}

/** "10:00 AM – 11:30 AM · 1h 30m": the times with AM/PM and the derived duration (contracts' course-time). */
export function timingsText(start: string, end: string): string {
  const range = ui.timeRange(formatCourseTime12(start) || start, formatCourseTime12(end) || end);
  const duration = courseDurationLabel(start, end);
  return duration ? `${range} · ${duration}` : range;
}

/**
 * One institute as a card: its name as heading, course, timings with the course duration, coach,
 * contact and address. `actions` (edit / remove buttons of the form) go in the top corner.
 */
export function InstituteCard({ institute, actions, headingLevel = 4 }: { institute: InstituteShape; actions?: ReactNode; headingLevel?: 3 | 4 | 5 }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: "none" }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingLevel} size="h5" style={{ overflowWrap: "anywhere" }}>
            {institute.name}
          </Title>
          {actions}
        </Group>
        <DetailList
          items={[
            { label: ui.course, value: `${institute.course_name} (${l.courseId}: ${institute.courseId})` },
            { label: ui.timings, value: timingsText(institute.course_start_time, institute.course_end_time) },
            { label: l.coach_name, value: institute.coach_name },
            { label: ui.contact, value: [institute.phone_no, institute.email].filter(Boolean).join(" · ") },
            { label: l.inst_address, value: institute.inst_address, wide: true },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** Every institute of a profile, or "No institution details available." (spec §8). */
export function InstituteList({ institutes }: { institutes: readonly InstituteShape[] }) {
  if (institutes.length === 0) {
    return <Text c="dimmed">{k.noInstitutes}</Text>;
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: institutes.length > 1 ? 2 : 1 }} spacing="sm" m={0} p={0} aria-label={l.institutes}>
      {institutes.map((institute, index) => (
        <InstituteCard key={`${index}-${institute.name}`} institute={institute} />
      ))}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The father and mother blocks: names, contacts, company, occupation, Aadhaar always masked,
 * portraits, and (admins only: the URLs are null for parents) the Aadhaar images.
 */
export function ParentsDetails({ details }: { details: ParentsDetailsView }) {
  const parent = (who: "father" | "mother") => {
    const p = who === "father";
    const documents = p
      ? [details.father_aadhar_front_image, details.father_aadhar_back_image]
      : [details.mother_aadhar_front_image, details.mother_aadhar_back_image];
    return (
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ImageWithFallback
              src={p ? details.fatherImage : details.motherImage}
              alt={p ? l.fatherImage : l.motherImage}
              w={56}
              h={56}
              radius="50%"
            />
            <Title order={5}>{p ? l.fatherDetails : l.motherDetails}</Title>
          </Group>
          <DetailList
            cols={1}
            items={[
              { label: p ? l.fatherName : l.motherName, value: p ? details.fatherName : details.motherName },
              { label: p ? l.fatherMobile : l.motherMobile, value: p ? details.fatherMobile : details.motherMobile },
              { label: p ? l.fatherEmail : l.motherEmail, value: p ? details.fatherEmail : details.motherEmail },
              { label: p ? l.fatherCompany : l.motherCompany, value: p ? details.fatherCompany : details.motherCompany },
              { label: p ? l.fatherOccupation : l.motherOccupation, value: p ? details.fatherOccupation : details.motherOccupation },
              {
                label: p ? l.father_aadhar_no : l.mother_aadhar_no,
                // A parent may not have given the number yet (docs/decisions/0268): the answer says "".
                value: (p ? details.father_aadhar_no : details.mother_aadhar_no) ? (
                  <MaskedAadhaar value={p ? details.father_aadhar_no : details.mother_aadhar_no} />
                ) : (
                  ui.aadhaarNotGiven
                ),
              },
            ]}
          />
          {documents.some(Boolean) && (
            <SimpleGrid cols={2} spacing="xs">
              <CaptionedImage src={documents[0]} label={p ? l.father_aadhar_front_image : l.mother_aadhar_front_image} height={96} />
              <CaptionedImage src={documents[1]} label={p ? l.father_aadhar_back_image : l.mother_aadhar_back_image} height={96} />
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    );
  };
  // A single-parent family has one parent on record (docs/decisions/0244): a linked parent always has a name.
  const given = (["father", "mother"] as const).filter((who) => (who === "father" ? details.fatherName : details.motherName) !== "");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {given.map((who) => (
        <Fragment key={who}>{parent(who)}</Fragment>
      ))}
    </SimpleGrid>
  );
}

/** The kid's own fields, for the view modal and the parent's page. */
export function kidDetailItems(profile: KidProfile) {
  return [
    { label: l.kidName, value: profile.kidName },
    { label: l.age, value: ageText(profile.age) },
    { label: l.kidsDateOfBirth, value: formatDateIndia(profile.kidsDateOfBirth) },
    { label: l.gender, value: genderLabel(profile.gender) },
    { label: l.bloodGroup, value: profile.bloodGroup },
    { label: l.status, value: <KidStatusBadge status={profile.status} /> },
    { label: l.joiningDate, value: profile.joiningDate ? formatDateIndia(profile.joiningDate) : "" },
  ];
}

function addressText(profile: KidProfile): string {
  const a = profile.home_address;
  if (!a) return "";
  return [a.address1, a.city, a.state, a.zipCode].filter((part) => !isEmptyValue(part)).join(", ");
}

/**
 * A whole kid profile, read-only (the admin's View Kid Details modal and the parent's Kid Profile
 * page): photo, name and status, the kid's fields, home address, every institute, the parents.
 */
export function KidProfileDetails({ profile, photoSize = 96 }: { profile: KidProfile; photoSize?: number }) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <ImageWithFallback src={profile.kidsImage} alt={ui.kidsImageAlt(profile.kidName)} w={photoSize} h={photoSize} radius="50%" loading="eager" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
            {profile.kidName}
          </Title>
          <KidStatusBadge status={profile.status} />
        </Stack>
      </Group>
      <DetailList items={[...kidDetailItems(profile), { label: l.homeAddress, value: addressText(profile), wide: true }]} />
      <Section title={l.institutes}>
        <InstituteList institutes={profile.institution_details ?? []} />
      </Section>
      {profile.parentsDetails && (
        <Section title={ui.parentsDetails}>
          <ParentsDetails details={profile.parentsDetails} />
        </Section>
      )}
    </Stack>
  );
}
