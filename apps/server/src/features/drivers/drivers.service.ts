import {
  ageInYears,
  createDriverFieldsSchema,
  DRIVER_IMAGE_FIELD_NAMES,
  DRIVER_IMAGE_FIELDS,
  messages,
  updateDriverFieldsSchema,
  type CreateDriverFields,
  type Driver,
  type Role,
  type UpdateDriverFields,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { AadhaarCipher } from "../../lib/aadhaar";
import { fileUrl, thumbUrl, type FilesService } from "../files/files.service";
import { documentsOf } from "../staff/staff-documents";
import { StaffService } from "../staff/staff.service";
import * as repo from "./drivers.repository";

const d = messages.staff.drivers;

/** Image field → the drivers column holding its file id. */
const IMAGE_COLUMNS = {
  profilePicture: "profilePictureId",
  aadharFrontImage: "aadharFrontImageId",
  aadharBackImage: "aadharBackImageId",
  dlFrontImage: "dlFrontImageId",
  dlBackImage: "dlBackImageId",
} as const satisfies Record<(typeof DRIVER_IMAGE_FIELD_NAMES)[number], keyof repo.DriverRow>;

/** Spec §3.8 field names; Aadhaar masked; identity-document URLs only for admins. */
export function toDriver({ driver, user }: repo.DriverWithUser, viewerIsAdmin: boolean): Driver {
  const identity = (id: string | null) => (viewerIsAdmin ? fileUrl(id) : null);
  return {
    uuid: driver.id,
    name: user.name,
    role: user.role as Role,
    dob: driver.dob,
    age: ageInYears(driver.dob),
    email: user.email ?? "",
    bloodGroup: driver.bloodGroup,
    status: driver.status,
    phoneNumber: user.mobile ?? "",
    alternatePhone: driver.alternatePhone,
    aadharNo: AadhaarCipher.mask(driver.aadhaarLast4),
    experience: Number(driver.experience),
    dlNo: driver.dlNo,
    dlExpiry: driver.dlExpiry,
    prevCompanyName: driver.prevCompanyName,
    address: driver.address,
    profilePicture: fileUrl(driver.profilePictureId),
    profilePictureThumb: thumbUrl(driver.profilePictureId),
    aadharFrontImage: identity(driver.aadharFrontImageId),
    aadharBackImage: identity(driver.aadharBackImageId),
    dlFrontImage: identity(driver.dlFrontImageId),
    dlBackImage: identity(driver.dlBackImageId),
    ...documentsOf(driver, viewerIsAdmin),
    createdAt: driver.createdAt.toISOString(),
    updatedAt: driver.updatedAt.toISOString(),
  };
}

type ProfileField = "dob" | "bloodGroup" | "status" | "alternatePhone" | "experience" | "dlNo" | "dlExpiry" | "prevCompanyName" | "address";

/** The driver columns taken as sent; on update a field left out stays undefined and is not written. */
function profileColumns<I extends Partial<CreateDriverFields>>(input: I): Pick<I, ProfileField> {
  return {
    dob: input.dob,
    bloodGroup: input.bloodGroup,
    status: input.status,
    alternatePhone: input.alternatePhone,
    experience: input.experience,
    dlNo: input.dlNo,
    // Left out on update (undefined) keeps the stored expiry; blank (null) clears it.
    dlExpiry: input.dlExpiry,
    prevCompanyName: input.prevCompanyName,
    address: input.address,
  };
}

export class DriversService extends StaffService<repo.DriverRow, repo.NewDriverRow, repo.DriverWithUser, Driver, CreateDriverFields, UpdateDriverFields> {
  constructor(db: Db, files: FilesService, aadhaar: AadhaarCipher) {
    super(db, files, aadhaar, {
      role: "driver",
      notFound: d.notFound,
      requiredImages: DRIVER_IMAGE_FIELDS,
      imageColumns: IMAGE_COLUMNS,
      createSchema: createDriverFieldsSchema,
      updateSchema: updateDriverFieldsSchema,
      repo: {
        list: repo.listDrivers,
        find: repo.findDriver,
        findByUser: repo.findDriverByUser,
        lock: repo.lockDriver,
        insert: repo.insertDriver,
        update: repo.updateDriver,
        softDelete: repo.softDeleteDriver,
      },
      routeAssignment: (driverId) => ({ driverId }),
      toDto: toDriver,
      newProfile: (input, ids) => ({ ...ids, ...profileColumns(input) }),
      updatedProfile: profileColumns,
      auditedProfile: (current) => ({
        dob: current.dob,
        bloodGroup: current.bloodGroup,
        status: current.status,
        alternatePhone: current.alternatePhone,
        experience: Number(current.experience),
        dlNo: current.dlNo,
        dlExpiry: current.dlExpiry,
        prevCompanyName: current.prevCompanyName,
        address: current.address,
      }),
    });
  }
}
