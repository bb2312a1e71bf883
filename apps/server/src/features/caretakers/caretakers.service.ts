import {
  CARETAKER_IMAGE_FIELD_NAMES,
  CARETAKER_IMAGE_FIELDS,
  createCaretakerFieldsSchema,
  messages,
  updateCaretakerFieldsSchema,
  type Caretaker,
  type CreateCaretakerFields,
  type UpdateCaretakerFields,
} from "@app/contracts";
import type { Db } from "../../db/client";
import type { AadhaarCipher } from "../../lib/aadhaar";
import type { FilesService } from "../files/files.service";
import { STAFF_IMAGE_COLUMNS, staffAnswer } from "../staff/staff-answer";
import { StaffService } from "../staff/staff.service";
import * as repo from "./caretakers.repository";

const c = messages.staff.caretakers;

/** A caretaker has only the images every staff member has. */
const IMAGE_COLUMNS = STAFF_IMAGE_COLUMNS satisfies Record<(typeof CARETAKER_IMAGE_FIELD_NAMES)[number], keyof repo.CaretakerRow>;

/** Spec §3.7 field names: the staff members, then the caretaker's own. */
export function toCaretaker({ caretaker, user }: repo.CaretakerWithUser, viewerIsAdmin: boolean): Caretaker {
  return {
    ...staffAnswer(caretaker, user, viewerIsAdmin),
    alternatePhoneNumber: caretaker.alternatePhoneNumber,
    aadharAddress: caretaker.aadharAddress,
  };
}

// Sent blank, the optional Aadhaar address is cleared; left out, it is kept.
const sentAadharAddress = (sent: Record<string, unknown>) => "aadharAddress" in sent;

export class CaretakersService extends StaffService<
  repo.CaretakerRow,
  repo.NewCaretakerRow,
  repo.CaretakerWithUser,
  Caretaker,
  CreateCaretakerFields,
  UpdateCaretakerFields
> {
  constructor(db: Db, files: FilesService, aadhaar: AadhaarCipher) {
    super(db, files, aadhaar, {
      role: "caretaker",
      notFound: c.notFound,
      requiredImages: CARETAKER_IMAGE_FIELDS,
      imageColumns: IMAGE_COLUMNS,
      createSchema: createCaretakerFieldsSchema,
      updateSchema: updateCaretakerFieldsSchema,
      repo: repo.caretakerRows,
      routeAssignment: (caretakerId) => ({ caretakerId }),
      toDto: toCaretaker,
      newProfile: (input, ids) => ({
        ...ids,
        dob: input.dob,
        alternatePhoneNumber: input.alternatePhoneNumber,
        address: input.address,
        aadharAddress: input.aadharAddress,
      }),
      updatedProfile: (input, sent) => ({
        dob: input.dob,
        alternatePhoneNumber: input.alternatePhoneNumber,
        address: input.address,
        ...(sentAadharAddress(sent) ? { aadharAddress: input.aadharAddress ?? null } : {}),
      }),
      auditedProfile: (current) => ({
        dob: current.dob,
        alternatePhoneNumber: current.alternatePhoneNumber,
        address: current.address,
      }),
      // changedFields skips undefined input, so a cleared Aadhaar address is compared here.
      extraChangedFields: (input, sent, current) =>
        sentAadharAddress(sent) && (input.aadharAddress ?? null) !== current.aadharAddress ? ["aadharAddress"] : [],
    });
  }
}
