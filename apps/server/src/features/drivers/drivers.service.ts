import { randomUUID } from "node:crypto";
import {
  ageInYears,
  createDriverFieldsSchema,
  DRIVER_IMAGE_FIELD_NAMES,
  DRIVER_IMAGE_FIELDS,
  messages,
  updateDriverFieldsSchema,
  type Driver,
  type Role,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { AadhaarCipher } from "../../lib/aadhaar";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { MultipartBody } from "../../lib/uploads";
import { hashPassword } from "../../lib/passwords";
import { insertUser, revokeAllSessions } from "../accounts/accounts.repository";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { routeNamesOfStaff } from "../kid-routes/kid-routes.repository";
import { deleteFiles, insertFiles } from "../files/files.repository";
import { fileUrl, isUuid, thumbUrl, type FilesService } from "../files/files.service";
import { assertContactsFree, changedFields, IMAGE_KINDS, parseOr400, uniqueViolationToConflict } from "../staff/staff.shared";
import { updateAccount } from "../staff/staff.repository";
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
    prevCompanyName: driver.prevCompanyName,
    address: driver.address,
    profilePicture: fileUrl(driver.profilePictureId),
    profilePictureThumb: thumbUrl(driver.profilePictureId),
    aadharFrontImage: identity(driver.aadharFrontImageId),
    aadharBackImage: identity(driver.aadharBackImageId),
    dlFrontImage: identity(driver.dlFrontImageId),
    dlBackImage: identity(driver.dlBackImageId),
    createdAt: driver.createdAt.toISOString(),
    updatedAt: driver.updatedAt.toISOString(),
  };
}

const aadhaarContext = (driverId: string) => `driver:${driverId}`;

export class DriversService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly aadhaar: AadhaarCipher,
  ) {}

  async list(): Promise<Driver[]> {
    return (await repo.listDrivers(this.db)).map((r) => toDriver(r, true));
  }

  async get(id: string): Promise<Driver> {
    const row = isUuid(id) ? await repo.findDriver(this.db, id) : undefined;
    if (!row) throw notFound(d.notFound);
    return toDriver(row, true);
  }

  /** The logged-in driver's own profile (no identity-document URLs: those are for admins). */
  async me(userId: string): Promise<Driver> {
    const row = await repo.findDriverByUser(this.db, userId);
    if (!row) throw notFound(d.notFound);
    return toDriver(row, false);
  }

  async create(body: MultipartBody, ctx: RequestContext): Promise<Driver> {
    const input = parseOr400(createDriverFieldsSchema, body.fields);
    for (const field of DRIVER_IMAGE_FIELD_NAMES) if (!body.files[field]) throw badRequest(DRIVER_IMAGE_FIELDS[field]);
    await assertContactsFree(this.db, { email: input.email, mobile: input.phoneNumber });
    const pending = await this.files.prepare(body.files, IMAGE_KINDS);
    const passwordHash = await hashPassword(input.password);
    const driverId = randomUUID();
    const userId = randomUUID();
    const sealed = this.aadhaar.seal(input.aadharNo, aadhaarContext(driverId));
    const owner = { ownerType: "driver", ownerId: driverId, ownerUserId: userId, createdBy: ctx.auth?.userId ?? null };

    await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          await assertContactsFree(tx, { email: input.email, mobile: input.phoneNumber });
          await insertUser(tx, { id: userId, role: "driver", name: input.name, email: input.email, mobile: input.phoneNumber, passwordHash });
          await insertFiles(tx, Object.values(rows));
          await repo.insertDriver(tx, {
            id: driverId,
            userId,
            dob: input.dob,
            bloodGroup: input.bloodGroup,
            status: input.status,
            alternatePhone: input.alternatePhone,
            aadhaarCiphertext: sealed.ciphertext,
            aadhaarLast4: sealed.last4,
            experience: input.experience,
            dlNo: input.dlNo,
            prevCompanyName: input.prevCompanyName,
            address: input.address,
            profilePictureId: rows.profilePicture.id,
            aadharFrontImageId: rows.aadharFrontImage.id,
            aadharBackImageId: rows.aadharBackImage.id,
            dlFrontImageId: rows.dlFrontImage.id,
            dlBackImageId: rows.dlBackImage.id,
          });
          await recordAudit(tx, ctx, {
            action: "create",
            entity: "driver",
            entityId: driverId,
            details: { userId, images: DRIVER_IMAGE_FIELD_NAMES },
          });
        })
        .catch(uniqueViolationToConflict),
    );
    return this.get(driverId);
  }

  /** Fields left out keep their value; images only when a new file is sent. */
  async update(id: string, body: MultipartBody, ctx: RequestContext): Promise<Driver> {
    const existing = isUuid(id) ? await repo.findDriver(this.db, id) : undefined;
    if (!existing) throw notFound(d.notFound);
    const input = parseOr400(updateDriverFieldsSchema, body.fields);
    await assertContactsFree(this.db, { email: input.email, mobile: input.phoneNumber }, existing.user.id);
    const pending = await this.files.prepare(body.files, IMAGE_KINDS);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const sealed = input.aadharNo ? this.aadhaar.seal(input.aadharNo, aadhaarContext(id)) : undefined;
    const owner = { ownerType: "driver", ownerId: id, ownerUserId: existing.user.id, createdBy: ctx.auth?.userId ?? null };

    const replaced = await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const current = await repo.lockDriver(tx, id);
          if (!current) throw notFound(d.notFound);
          await assertContactsFree(tx, { email: input.email, mobile: input.phoneNumber }, current.userId);
          await updateAccount(tx, current.userId, { name: input.name, email: input.email, mobile: input.phoneNumber, passwordHash });
          // A new password set by the admin ends the driver's open sessions.
          if (passwordHash) await revokeAllSessions(tx, current.userId);
          await insertFiles(tx, Object.values(rows));
          const imageIds: Partial<repo.NewDriverRow> = {};
          const oldFileIds: string[] = [];
          for (const [field, row] of Object.entries(rows)) {
            const column = IMAGE_COLUMNS[field as keyof typeof IMAGE_COLUMNS];
            imageIds[column] = row.id;
            const old = current[column];
            if (old) oldFileIds.push(old);
          }
          await repo.updateDriver(tx, id, {
            dob: input.dob,
            bloodGroup: input.bloodGroup,
            status: input.status,
            alternatePhone: input.alternatePhone,
            experience: input.experience,
            dlNo: input.dlNo,
            prevCompanyName: input.prevCompanyName,
            address: input.address,
            ...(sealed ? { aadhaarCiphertext: sealed.ciphertext, aadhaarLast4: sealed.last4 } : {}),
            ...imageIds,
          });
          const oldPaths = await deleteFiles(tx, oldFileIds);
          const changed = [
            ...changedFields(input, {
              name: existing.user.name,
              email: existing.user.email,
              phoneNumber: existing.user.mobile,
              dob: current.dob,
              bloodGroup: current.bloodGroup,
              status: current.status,
              alternatePhone: current.alternatePhone,
              experience: Number(current.experience),
              dlNo: current.dlNo,
              prevCompanyName: current.prevCompanyName,
              address: current.address,
            }),
            ...(passwordHash ? ["password"] : []),
            ...(sealed ? ["aadharNo"] : []),
            ...Object.keys(rows),
          ];
          await recordAudit(tx, ctx, { action: "update", entity: "driver", entityId: id, details: { fields: changed } });
          return oldPaths;
        })
        .catch(uniqueViolationToConflict),
    );
    await this.files.removeStored(replaced);
    return this.get(id);
  }

  async remove(id: string, ctx: RequestContext): Promise<void> {
    const existing = isUuid(id) ? await repo.findDriver(this.db, id) : undefined;
    if (!existing) throw notFound(d.notFound);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await repo.lockDriver(tx, id);
      if (!current) throw notFound(d.notFound);
      // Someone who still works a route cannot leave it without a driver/caretaker (docs/decisions/0031).
      const routeNames = await routeNamesOfStaff(tx, { driverId: id });
      if (routeNames.length) throw conflict(messages.routes.assignments.staffStillAssigned(routeNames));
      await repo.softDeleteDriver(tx, id, current.userId);
      await recordAudit(tx, ctx, { action: "delete", entity: "driver", entityId: id, details: { userId: current.userId, soft: true } });
    });
  }
}
