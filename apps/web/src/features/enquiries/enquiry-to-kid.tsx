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

/** A won enquiry's "Create kid profile" (the kid form pre-filled), or "Kid profile created" once done. */
export function EnquiryKidAction({ enquiry }: { enquiry: Enquiry }) {
  const [open, setOpen] = useState(false);
  const link = useLinkKid();
  if (enquiry.status !== "won") return null;
  if (enquiry.kidUuid) {
    return (
      <Badge color="green" variant="outline" tt="none">
        {ek.kidCreated}
      </Badge>
    );
  }
  const created = (kid: KidProfile) =>
    link.mutate(
      { uuid: enquiry.uuid, kidUuid: kid.uuid },
      {
        onSuccess: (body) => toast.success(body.message, TOAST_MS.kid),
        onError: (error) => toast.error(apiErrorMessage(error, ek.linkFailure), TOAST_MS.kid),
      },
    );
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)} loading={link.isPending}>
        {ek.createKid}
      </Button>
      <CreateKidModal
        opened={open}
        onClose={() => setOpen(false)}
        initial={enquiryToKidValues(enquiry)}
        notice={ek.prefilledFrom(enquiry.nameOfEnquiry)}
        onCreated={created}
      />
    </>
  );
}
