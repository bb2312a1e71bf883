import {
  ageInYears,
  CARETAKER_IMAGE_FIELD_NAMES,
  CARETAKER_IMAGE_FIELDS,
  createCaretakerFieldsSchema,
  messages,
  updateCaretakerFieldsSchema,
  type Caretaker,
  type CreateCaretakerFields,
  type Role,
  type UpdateCaretakerFields,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { AadhaarCipher } from "../../lib/aadhaar";
import { fileUrl, thumbUrl, type FilesService } from "../files/files.service";
import { documentsOf } from "../staff/staff-documents";
import { StaffService } from "../staff/staff.service";
import * as repo from "./caretakers.repository";

const c = messages.staff.caretakers;

const IMAGE_COLUMNS = {
  profilePicture: "profilePictureId",
  aadharFrontImage: "aadharFrontImageId",
  aadharBackImage: "aadharBackImageId",
} as const satisfies Record<(typeof CARETAKER_IMAGE_FIELD_NAMES)[number], keyof repo.CaretakerRow>;

/** Spec §3.7 field names; Aadhaar masked; identity-document URLs only for admins. */
export function toCaretaker({ caretaker, user }: repo.CaretakerWithUser, viewerIsAdmin: boolean): Caretaker {
  const identity = (id: string | null) => (viewerIsAdmin ? fileUrl(id) : null);
  return {
    uuid: caretaker.id,
    name: user.name,
    role: user.role as Role,
    phoneNumber: user.mobile ?? "",
    alternatePhoneNumber: caretaker.alternatePhoneNumber,
    email: user.email ?? "",
    dob: caretaker.dob,
    age: ageInYears(caretaker.dob),
    aadharNo: AadhaarCipher.mask(caretaker.aadhaarLast4),
    address: caretaker.address,
    aadharAddress: caretaker.aadharAddress,
    profilePicture: fileUrl(caretaker.profilePictureId),
    profilePictureThumb: thumbUrl(caretaker.profilePictureId),
    aadharFrontImage: identity(caretaker.aadharFrontImageId),
    aadharBackImage: identity(caretaker.aadharBackImageId),
    ...documentsOf(caretaker, viewerIsAdmin),
    createdAt: caretaker.createdAt.toISOString(),
    updatedAt: caretaker.updatedAt.toISOString(),
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
      repo: {
        list: repo.listCaretakers,
        find: repo.findCaretaker,
        findByUser: repo.findCaretakerByUser,
        lock: repo.lockCaretaker,
        insert: repo.insertCaretaker,
        update: repo.updateCaretaker,
        softDelete: repo.softDeleteCaretaker,
      },
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
