import {
  createDriverFieldsSchema,
  DRIVER_IMAGE_FIELD_NAMES,
  DRIVER_IMAGE_FIELDS,
  messages,
  updateDriverFieldsSchema,
  type CreateDriverFields,
  type Driver,
  type UpdateDriverFields,
} from "@app/contracts";
import type { Db } from "../../db/client";
import type { AadhaarCipher } from "../../lib/aadhaar";
import type { FilesService } from "../files/files.service";
import { identityDocumentUrl, STAFF_IMAGE_COLUMNS, staffAnswer } from "../staff/staff-answer";
import { StaffService } from "../staff/staff.service";
import * as repo from "./drivers.repository";

const d = messages.staff.drivers;

/** Image field → the drivers column holding its file id: the staff images, then the licence. */
const IMAGE_COLUMNS = {
  ...STAFF_IMAGE_COLUMNS,
  dlFrontImage: "dlFrontImageId",
  dlBackImage: "dlBackImageId",
} as const satisfies Record<(typeof DRIVER_IMAGE_FIELD_NAMES)[number], keyof repo.DriverRow>;

/** Spec §3.8 field names: the staff members, then the driver's own; licence images only for admins. */
export function toDriver({ driver, user }: repo.DriverWithUser, viewerIsAdmin: boolean): Driver {
  return {
    ...staffAnswer(driver, user, viewerIsAdmin),
    bloodGroup: driver.bloodGroup,
    status: driver.status,
    alternatePhone: driver.alternatePhone,
    experience: Number(driver.experience),
    dlNo: driver.dlNo,
    dlExpiry: driver.dlExpiry,
    prevCompanyName: driver.prevCompanyName,
    dlFrontImage: identityDocumentUrl(driver.dlFrontImageId, viewerIsAdmin),
    dlBackImage: identityDocumentUrl(driver.dlBackImageId, viewerIsAdmin),
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
      repo: repo.driverRows,
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
