import { randomUUID } from "node:crypto";
import {
  ageInYears,
  CARETAKER_IMAGE_FIELD_NAMES,
  CARETAKER_IMAGE_FIELDS,
  createCaretakerFieldsSchema,
  messages,
  updateCaretakerFieldsSchema,
  type Caretaker,
  type Role,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { AadhaarCipher } from "../../lib/aadhaar";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import type { MultipartBody } from "../../lib/uploads";
import { insertUser, revokeAllSessions } from "../accounts/accounts.repository";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { routeNamesOfStaff } from "../kid-routes/kid-routes.repository";
import { deleteFiles, insertFiles } from "../files/files.repository";
import { fileUrl, isUuid, thumbUrl, type FilesService } from "../files/files.service";
import { updateAccount } from "../staff/staff.repository";
import { assertContactsFree, changedFields, IMAGE_KINDS, parseOr400, uniqueViolationToConflict } from "../staff/staff.shared";
import * as repo from "./caretakers.repository";

const c = messages.staff.caretakers;

const IMAGE_COLUMNS = {
  profilePicture: "profilePictureId",
  aadharFrontImage: "aadharFrontImageId",
  aadharBackImage: "aadharBackImageId",
} as const satisfies Record<(typeof CARETAKER_IMAGE_FIELD_NAMES)[number], keyof repo.CaretakerRow>;

const CARETAKER_IMAGE_KINDS = Object.fromEntries(CARETAKER_IMAGE_FIELD_NAMES.map((f) => [f, IMAGE_KINDS[f]]));

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
    createdAt: caretaker.createdAt.toISOString(),
    updatedAt: caretaker.updatedAt.toISOString(),
  };
}

const aadhaarContext = (caretakerId: string) => `caretaker:${caretakerId}`;

export class CaretakersService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly aadhaar: AadhaarCipher,
  ) {}

  async list(): Promise<Caretaker[]> {
    return (await repo.listCaretakers(this.db)).map((r) => toCaretaker(r, true));
  }

  async get(id: string): Promise<Caretaker> {
    const row = isUuid(id) ? await repo.findCaretaker(this.db, id) : undefined;
    if (!row) throw notFound(c.notFound);
    return toCaretaker(row, true);
  }

  async me(userId: string): Promise<Caretaker> {
    const row = await repo.findCaretakerByUser(this.db, userId);
    if (!row) throw notFound(c.notFound);
    return toCaretaker(row, false);
  }

  async create(body: MultipartBody, ctx: RequestContext): Promise<Caretaker> {
    const input = parseOr400(createCaretakerFieldsSchema, body.fields);
    for (const field of CARETAKER_IMAGE_FIELD_NAMES) if (!body.files[field]) throw badRequest(CARETAKER_IMAGE_FIELDS[field]);
    await assertContactsFree(this.db, { email: input.email, mobile: input.phoneNumber });
    const pending = await this.files.prepare(body.files, CARETAKER_IMAGE_KINDS);
    const passwordHash = await hashPassword(input.password);
    const caretakerId = randomUUID();
    const userId = randomUUID();
    const sealed = this.aadhaar.seal(input.aadharNo, aadhaarContext(caretakerId));
    const owner = { ownerType: "caretaker", ownerId: caretakerId, ownerUserId: userId, createdBy: ctx.auth?.userId ?? null };

    await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          await assertContactsFree(tx, { email: input.email, mobile: input.phoneNumber });
          await insertUser(tx, { id: userId, role: "caretaker", name: input.name, email: input.email, mobile: input.phoneNumber, passwordHash });
          await insertFiles(tx, Object.values(rows));
          await repo.insertCaretaker(tx, {
            id: caretakerId,
            userId,
            dob: input.dob,
            alternatePhoneNumber: input.alternatePhoneNumber,
            aadhaarCiphertext: sealed.ciphertext,
            aadhaarLast4: sealed.last4,
            address: input.address,
            aadharAddress: input.aadharAddress,
            profilePictureId: rows.profilePicture.id,
            aadharFrontImageId: rows.aadharFrontImage.id,
            aadharBackImageId: rows.aadharBackImage.id,
          });
          await recordAudit(tx, ctx, {
            action: "create",
            entity: "caretaker",
            entityId: caretakerId,
            details: { userId, images: CARETAKER_IMAGE_FIELD_NAMES },
          });
        })
        .catch(uniqueViolationToConflict),
    );
    return this.get(caretakerId);
  }

  /** JSON (as the spec's client sends) or multipart; fields left out keep their value. */
  async update(id: string, body: MultipartBody, ctx: RequestContext): Promise<Caretaker> {
    const existing = isUuid(id) ? await repo.findCaretaker(this.db, id) : undefined;
    if (!existing) throw notFound(c.notFound);
    const input = parseOr400(updateCaretakerFieldsSchema, body.fields);
    await assertContactsFree(this.db, { email: input.email, mobile: input.phoneNumber }, existing.user.id);
    const pending = await this.files.prepare(body.files, CARETAKER_IMAGE_KINDS);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const sealed = input.aadharNo ? this.aadhaar.seal(input.aadharNo, aadhaarContext(id)) : undefined;
    const owner = { ownerType: "caretaker", ownerId: id, ownerUserId: existing.user.id, createdBy: ctx.auth?.userId ?? null };

    const replaced = await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const current = await repo.lockCaretaker(tx, id);
          if (!current) throw notFound(c.notFound);
          await assertContactsFree(tx, { email: input.email, mobile: input.phoneNumber }, current.userId);
          await updateAccount(tx, current.userId, { name: input.name, email: input.email, mobile: input.phoneNumber, passwordHash });
          if (passwordHash) await revokeAllSessions(tx, current.userId);
          await insertFiles(tx, Object.values(rows));
          const imageIds: Partial<repo.NewCaretakerRow> = {};
          const oldFileIds: string[] = [];
          for (const [field, row] of Object.entries(rows)) {
            const column = IMAGE_COLUMNS[field as keyof typeof IMAGE_COLUMNS];
            imageIds[column] = row.id;
            const old = current[column];
            if (old) oldFileIds.push(old);
          }
          await repo.updateCaretaker(tx, id, {
            dob: input.dob,
            alternatePhoneNumber: input.alternatePhoneNumber,
            address: input.address,
            // Sent blank, the optional Aadhaar address is cleared; left out, it is kept.
            ...("aadharAddress" in body.fields ? { aadharAddress: input.aadharAddress ?? null } : {}),
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
              alternatePhoneNumber: current.alternatePhoneNumber,
              address: current.address,
            }),
            ...("aadharAddress" in body.fields && (input.aadharAddress ?? null) !== current.aadharAddress ? ["aadharAddress"] : []),
            ...(passwordHash ? ["password"] : []),
            ...(sealed ? ["aadharNo"] : []),
            ...Object.keys(rows),
          ];
          await recordAudit(tx, ctx, { action: "update", entity: "caretaker", entityId: id, details: { fields: changed } });
          return oldPaths;
        })
        .catch(uniqueViolationToConflict),
    );
    await this.files.removeStored(replaced);
    return this.get(id);
  }

  async remove(id: string, ctx: RequestContext): Promise<void> {
    const existing = isUuid(id) ? await repo.findCaretaker(this.db, id) : undefined;
    if (!existing) throw notFound(c.notFound);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await repo.lockCaretaker(tx, id);
      if (!current) throw notFound(c.notFound);
      // Someone who still works a route cannot leave it without a driver/caretaker (docs/decisions/0031).
      const routeNames = await routeNamesOfStaff(tx, { caretakerId: id });
      if (routeNames.length) throw conflict(messages.routes.assignments.staffStillAssigned(routeNames));
      await repo.softDeleteCaretaker(tx, id, current.userId);
      await recordAudit(tx, ctx, { action: "delete", entity: "caretaker", entityId: id, details: { userId: current.userId, soft: true } });
    });
  }
}
