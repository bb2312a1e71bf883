import { ageInYears, type Role } from "@app/contracts";
import { AadhaarCipher } from "../../lib/aadhaar";
import { fileUrl, thumbUrl } from "../files/files.service";
import { documentsOf } from "./staff-documents";
import type { StaffAccount } from "./staff-rows";

/** Image field → profile column holding its file id, for the images every staff member has. */
export const STAFF_IMAGE_COLUMNS = {
  profilePicture: "profilePictureId",
  aadharFrontImage: "aadharFrontImageId",
  aadharBackImage: "aadharBackImageId",
} as const;

/** The profile columns both staff tables have (db/schema `staffProfileColumns`) that an answer reads. */
interface StaffProfileRow {
  id: string;
  dob: string;
  aadhaarLast4: string;
  address: string;
  profilePictureId: string | null;
  aadharFrontImageId: string | null;
  aadharBackImageId: string | null;
  policeVerifiedOn: string | null;
  policeVerificationImageId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An identity document's URL: only an admin is shown one (decisions.md §3); anyone else gets null. */
export const identityDocumentUrl = (id: string | null, viewerIsAdmin: boolean) => (viewerIsAdmin ? fileUrl(id) : null);

/**
 * The members a driver and a caretaker answer build the same way (spec §3.7, §3.8): account
 * fields, age from the birth date, Aadhaar masked, the photo for anyone allowed the answer and the
 * identity documents only for admins. The kind adds its own fields; the contracts schema fixes the
 * order the answer is written in, so the order here does not matter.
 */
export function staffAnswer(profile: StaffProfileRow, user: StaffAccount, viewerIsAdmin: boolean) {
  return {
    uuid: profile.id,
    name: user.name,
    role: user.role as Role,
    email: user.email ?? "",
    phoneNumber: user.mobile ?? "",
    dob: profile.dob,
    age: ageInYears(profile.dob),
    aadharNo: AadhaarCipher.mask(profile.aadhaarLast4),
    address: profile.address,
    profilePicture: fileUrl(profile.profilePictureId),
    profilePictureThumb: thumbUrl(profile.profilePictureId),
    aadharFrontImage: identityDocumentUrl(profile.aadharFrontImageId, viewerIsAdmin),
    aadharBackImage: identityDocumentUrl(profile.aadharBackImageId, viewerIsAdmin),
    ...documentsOf(profile, viewerIsAdmin),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
