import { messages, type Enquiry } from "@app/contracts";
import { useRef } from "react";
import { Button, Group, Modal, SimpleGrid, Text } from "@mantine/core";
import { activityText, dateText, orEmpty, statusLabel } from "./enquiry-format";
import classes from "./enquiries.module.css";

const f = messages.enquiries.fields;
const NA = messages.common.notAvailable;

/** "Enquiry Details" (spec §2.9): every stored field, the public form's pickup and drop locations included. */
export function EnquiryDetailsModal({ enquiry: current, onClose }: { enquiry: Enquiry | null; onClose: () => void }) {
  // Keep showing the last enquiry while the modal fades out.
  const last = useRef<Enquiry | null>(null);
  if (current) last.current = current;
  const enquiry = current ?? last.current;
  const rows: [string, string][] = enquiry
    ? [
        [f.guardianName, orEmpty(enquiry.nameOfEnquiry, NA)],
        [f.kidName, orEmpty(enquiry.nameOfKid, NA)],
        [f.kidAge, orEmpty(enquiry.ageOfKid, NA)],
        [f.dateOfBirth, orEmpty(dateText(enquiry.dateOfBirth), NA)],
        [f.phone, orEmpty(enquiry.phoneNumber, NA)],
        [f.email, orEmpty(enquiry.email, NA)],
        [f.activity, orEmpty(activityText(enquiry.activity), NA)],
        [f.pickupLocation, orEmpty(enquiry.pickupLocation, NA)],
        [f.dropLocation, orEmpty(enquiry.dropLocation, NA)],
        [f.status, enquiry.status ? statusLabel(enquiry.status) : messages.enquiries.statusNew],
        [f.reason, orEmpty(enquiry.reason, NA)],
        [f.createdAt, orEmpty(dateText(enquiry.createdAt), NA)],
      ]
    : [];
  return (
    <Modal opened={current !== null} onClose={onClose} title={messages.enquiries.detailsTitle} size="lg" centered>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" className={classes.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text component="dd" className={classes.detailValue}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {messages.common.close}
        </Button>
      </Group>
    </Modal>
  );
}
