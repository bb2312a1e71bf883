import { Stack } from "@mantine/core";
import { PendingCapturesBanner } from "../../attendance-capture";
import { CaretakerProfilePage } from "../../staff-profile/staff-profile-pages";

/**
 * Caretaker: own profile, spec §2.16. The pending-captures banner is here too, so attendance
 * waiting on the phone is sent (and its count seen) whichever caretaker screen is opened.
 */
export function CaretakerProfileSection() {
  return (
    <Stack gap="md">
      <PendingCapturesBanner />
      <CaretakerProfilePage />
    </Stack>
  );
}
