import { API_DESK, messages, TOAST_MS, todayInIndia, type Enquiry, type KidProfile } from "@app/contracts";
import { Badge, Button } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { EMPTY_INSTITUTE } from "../kids/institutes-editor";
import type { KidValues } from "../kids/kid-form";
import { CreateKidModal } from "../kids/kid-modals";
import classes from "./enquiries.module.css";

const ek = messages.desk.enquiryKid;

/**
 * What a won enquiry already tells the kid form (docs/decisions/0085): the kid's name and birth
 * date, the guardian as the father block (the office moves it when the guardian is the mother),
 * the pickup place as the home address and the drop place and activity as the first institute.
 */
export function enquiryToKidValues(enquiry: Enquiry, today: string = todayInIndia()): Partial<KidValues> {
  const institute = enquiry.dropLocation
    ? [{ ...EMPTY_INSTITUTE, name: enquiry.dropLocation, inst_address: enquiry.dropLocation, course_name: enquiry.activity.join(", ") }]
    : [];
  return {
    kidName: enquiry.nameOfKid,
    kidsDateOfBirth: enquiry.dateOfBirth ?? "",
    status: "active",
    joiningDate: today,
    fatherName: enquiry.nameOfEnquiry,
    fatherMobile: enquiry.phoneNumber,
    fatherEmail: enquiry.email,
    address1: enquiry.pickupLocation ?? "",
    institution_details: institute,
  };
}

function useLinkKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, kidUuid }: { uuid: string; kidUuid: string }) =>
      apiFetch<{ message: string; data: Enquiry }>(API_DESK.enquiryKid(uuid), { method: "PUT", body: { kidUuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["enquiries"] }),
  });
}

/**
 * The kid form opened from a won enquiry, and the link saved once the kid exists. Held by the
 * screen, not by the enquiry's row: the row is a table row or a phone card (and may leave the page
 * when the list refreshes), and neither may take a half-filled form with it.
 */
export function useEnquiryToKid() {
  const [from, setFrom] = useState<Enquiry | null>(null);
  const link = useLinkKid();
  const created = (enquiry: Enquiry) => (kid: KidProfile) =>
    link.mutate(
      { uuid: enquiry.uuid, kidUuid: kid.uuid },
      {
        onSuccess: (body) => toast.success(body.message, TOAST_MS.kid),
        onError: (error) => toast.error(apiErrorMessage(error, ek.linkFailure), TOAST_MS.kid),
      },
    );
  const modal = (
    <CreateKidModal
      opened={from !== null}
      onClose={() => setFrom(null)}
      initial={from ? enquiryToKidValues(from) : undefined}
      notice={from ? ek.prefilledFrom(from.nameOfEnquiry) : undefined}
      onCreated={from ? created(from) : undefined}
    />
  );
  return { start: setFrom, linkingId: link.isPending ? link.variables?.uuid : undefined, modal };
}

/** A won enquiry's "Create kid profile" (opens the pre-filled kid form), or "Kid profile created" once done. */
export function EnquiryKidAction({ enquiry, onCreate, linking }: { enquiry: Enquiry; onCreate: (enquiry: Enquiry) => void; linking: boolean }) {
  if (enquiry.status !== "won") return null;
  if (enquiry.kidUuid) {
    return (
      <Badge color="green" variant="outline" tt="none">
        {ek.kidCreated}
      </Badge>
    );
  }
  return (
    <Button size="xs" variant="light" onClick={() => onCreate(enquiry)} loading={linking} classNames={{ root: classes.kidButton, label: classes.kidButtonLabel }}>
      {ek.createKid}
    </Button>
  );
}
