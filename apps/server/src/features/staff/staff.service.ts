import { randomUUID } from "node:crypto";
import { messages, type StaffListQuery } from "@app/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { AadhaarCipher } from "../../lib/aadhaar";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { pageOf, type Page } from "../../lib/paging";
import { hashPassword } from "../../lib/passwords";
import type { MultipartBody } from "../../lib/uploads";
import { insertUser, revokeAllSessions, updateAccount } from "../accounts/account-store";
import { auditChanges, withChanges } from "../audit/audit-changes";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { deleteFiles, insertFiles } from "../files/file-store";
import { isUuid, type FilesService } from "../files/files.service";
import { routeNamesOfStaff } from "../kid-routes/staff-routes";
import { documentColumns, STAFF_DOCUMENT_IMAGE_COLUMNS, STAFF_DOCUMENT_IMAGE_KINDS } from "./staff-documents";

type DocumentInput = { policeVerifiedOn?: string | null };
import { assertContactsFree, changedFields, IMAGE_KINDS, parseOr400, uniqueViolationToConflict } from "./staff.shared";

/** The login-account part of a staff form; everything else belongs to the profile row. */
interface AccountFields {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  aadharNo: string;
}

/** The part of a driver/caretaker row this helper reads or writes itself. */
interface StaffRow {
  id: string;
  userId: string;
}

interface StaffWithUser {
  user: { id: string; name: string; email: string | null; mobile: string | null };
}

/** Columns filled in by the helper; the profile builders supply the rest. */
export interface StaffIds {
  id: string;
  userId: string;
  aadhaarCiphertext: string;
  aadhaarLast4: string;
}

/**
 * What tells drivers and caretakers apart. Both are a login account plus a profile row with an
 * encrypted Aadhaar and identity-document images, so only the table, field names and messages vary.
 */
export interface StaffKind<Row extends StaffRow, NewRow, WithUser extends StaffWithUser, Dto, Create extends AccountFields, Update extends Partial<AccountFields>> {
  /** Account role, audit entity, file owner type and Aadhaar key context all share this name. */
  role: "driver" | "caretaker";
  notFound: string;
  /** Image field → message when it is missing on create; its key order is the audit's image list. */
  requiredImages: Readonly<Record<string, string>>;
  /** Image field → profile column holding its file id. */
  imageColumns: Readonly<Record<string, keyof Row & keyof NewRow>>;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  repo: {
    list(db: Db, query: StaffListQuery): Promise<{ rows: WithUser[]; total: number }>;
    find(db: Db, id: string): Promise<WithUser | undefined>;
    findByUser(db: Db, userId: string): Promise<WithUser | undefined>;
    lock(db: Db, id: string): Promise<Row | undefined>;
    insert(db: Db, row: NewRow): Promise<void>;
    update(db: Db, id: string, values: Partial<NewRow>): Promise<void>;
    softDelete(db: Db, id: string, userId: string): Promise<void>;
  };
  routeAssignment(id: string): { driverId: string } | { caretakerId: string };
  toDto(row: WithUser, viewerIsAdmin: boolean): Dto;
  /** The profile row of a new member (image columns are added by the helper). */
  newProfile(input: Create, ids: StaffIds): NewRow;
  /** The profile columns an update writes; `sent` tells a blanked optional field from a missing one. */
  updatedProfile(input: Update, sent: Record<string, unknown>): Partial<NewRow>;
  /** Stored profile values under their form names, to report which ones an update changed. */
  auditedProfile(current: Row): Record<string, unknown>;
  /** Changed fields `changedFields` cannot see (e.g. ones that may be cleared). */
  extraChangedFields?(input: Update, sent: Record<string, unknown>, current: Row): string[];
}

/** List, read, create, update and soft-delete of a driver or caretaker, as described by a StaffKind. */
export class StaffService<
  Row extends StaffRow,
  NewRow,
  WithUser extends StaffWithUser,
  Dto,
  Create extends AccountFields,
  Update extends Partial<AccountFields>,
> {
  private readonly imageKinds: Record<string, { kind: string; identityDocument: boolean }>;
  /** The kind's image columns plus the documents both kinds have (the police verification). */
  private readonly imageColumns: Readonly<Record<string, keyof Row & keyof NewRow>>;

  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly aadhaar: AadhaarCipher,
    private readonly kind: StaffKind<Row, NewRow, WithUser, Dto, Create, Update>,
  ) {
    this.imageKinds = { ...Object.fromEntries(Object.keys(kind.requiredImages).map((field) => [field, IMAGE_KINDS[field]])), ...STAFF_DOCUMENT_IMAGE_KINDS };
    this.imageColumns = { ...kind.imageColumns, ...(STAFF_DOCUMENT_IMAGE_COLUMNS as unknown as Record<string, keyof Row & keyof NewRow>) };
  }

  async list(query: StaffListQuery): Promise<Page<Dto>> {
    const { rows, total } = await this.kind.repo.list(this.db, query);
    return pageOf(
      rows.map((r) => this.kind.toDto(r, true)),
      total,
      query,
    );
  }

  async get(id: string): Promise<Dto> {
    return this.kind.toDto(await this.findOr404(id), true);
  }

  /** The member's own profile (no identity-document URLs: those are for admins). */
  async me(userId: string): Promise<Dto> {
    const row = await this.kind.repo.findByUser(this.db, userId);
    if (!row) throw notFound(this.kind.notFound);
    return this.kind.toDto(row, false);
  }

  async create(body: MultipartBody, ctx: RequestContext): Promise<Dto> {
    const { kind } = this;
    const input = parseOr400(kind.createSchema, body.fields);
    for (const [field, missing] of Object.entries(kind.requiredImages)) if (!body.files[field]) throw badRequest(missing);
    const contacts = { email: input.email, mobile: input.phoneNumber };
    await assertContactsFree(this.db, contacts);
    const pending = await this.files.prepare(body.files, this.imageKinds);
    const passwordHash = await hashPassword(input.password);
    const id = randomUUID();
    const userId = randomUUID();
    const sealed = this.aadhaar.seal(input.aadharNo, this.aadhaarContext(id));
    const owner = { ownerType: kind.role, ownerId: id, ownerUserId: userId, createdBy: ctx.auth?.userId ?? null };

    await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          // Checked again inside the transaction: the first check only spares staging files for a sure 409.
          await assertContactsFree(tx, contacts);
          await insertUser(tx, { id: userId, role: kind.role, name: input.name, email: input.email, mobile: input.phoneNumber, passwordHash });
          await insertFiles(tx, Object.values(rows));
          const imageIds = Object.fromEntries(Object.entries(this.imageColumns).flatMap(([field, column]) => (rows[field] ? [[column, rows[field].id]] : [])));
          const profile = kind.newProfile(input, { id, userId, aadhaarCiphertext: sealed.ciphertext, aadhaarLast4: sealed.last4 });
          await kind.repo.insert(tx, { ...profile, ...documentColumns(input as DocumentInput), ...imageIds });
          await recordAudit(tx, ctx, {
            action: "create",
            entity: kind.role,
            entityId: id,
            details: { userId, images: Object.keys(this.imageColumns).filter((field) => rows[field]) },
          });
        })
        .catch(uniqueViolationToConflict),
    );
    return this.get(id);
  }

  /** Fields left out keep their value; images only when a new file is sent. */
  async update(id: string, body: MultipartBody, ctx: RequestContext): Promise<Dto> {
    const { kind } = this;
    const existing = await this.findOr404(id);
    const input = parseOr400(kind.updateSchema, body.fields);
    await assertContactsFree(this.db, { email: input.email, mobile: input.phoneNumber }, existing.user.id);
    const pending = await this.files.prepare(body.files, this.imageKinds);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const sealed = input.aadharNo ? this.aadhaar.seal(input.aadharNo, this.aadhaarContext(id)) : undefined;
    const owner = { ownerType: kind.role, ownerId: id, ownerUserId: existing.user.id, createdBy: ctx.auth?.userId ?? null };

    const replaced = await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const current = await kind.repo.lock(tx, id);
          if (!current) throw notFound(kind.notFound);
          await assertContactsFree(tx, { email: input.email, mobile: input.phoneNumber }, current.userId);
          await updateAccount(tx, current.userId, { name: input.name, email: input.email, mobile: input.phoneNumber, passwordHash });
          // A new password set by the admin ends the member's open sessions.
          if (passwordHash) await revokeAllSessions(tx, current.userId);
          await insertFiles(tx, Object.values(rows));
          const imageIds: Partial<Record<keyof NewRow, string>> = {};
          const oldFileIds: string[] = [];
          for (const [field, row] of Object.entries(rows)) {
            const column = this.imageColumns[field];
            imageIds[column] = row.id;
            const old = current[column];
            if (typeof old === "string" && old) oldFileIds.push(old);
          }
          await kind.repo.update(tx, id, {
            ...kind.updatedProfile(input, body.fields),
            ...(documentColumns(input as DocumentInput) as Partial<NewRow>),
            ...(sealed ? { aadhaarCiphertext: sealed.ciphertext, aadhaarLast4: sealed.last4 } : {}),
            ...(imageIds as Partial<NewRow>),
          });
          const oldPaths = await deleteFiles(tx, oldFileIds);
          const before = {
            name: existing.user.name,
            email: existing.user.email,
            phoneNumber: existing.user.mobile,
            ...kind.auditedProfile(current),
            policeVerifiedOn: (current as unknown as DocumentInput).policeVerifiedOn ?? null,
          };
          const valueFields = changedFields(input, before);
          const changed = [
            ...valueFields,
            ...(kind.extraChangedFields?.(input, body.fields, current) ?? []),
            ...(passwordHash ? ["password"] : []),
            ...(sealed ? ["aadharNo"] : []),
            ...Object.keys(rows),
          ];
          const changes = auditChanges(valueFields, before, input as Record<string, unknown>);
          await recordAudit(tx, ctx, { action: "update", entity: kind.role, entityId: id, details: withChanges({ fields: changed }, changes) });
          return oldPaths;
        })
        .catch(uniqueViolationToConflict),
    );
    await this.files.removeStored(replaced);
    return this.get(id);
  }

  async remove(id: string, ctx: RequestContext): Promise<void> {
    const { kind } = this;
    await this.findOr404(id);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await kind.repo.lock(tx, id);
      if (!current) throw notFound(kind.notFound);
      // Someone who still works a route cannot leave it without a driver/caretaker (docs/decisions/0031).
      const routeNames = await routeNamesOfStaff(tx, kind.routeAssignment(id));
      if (routeNames.length) throw conflict(messages.routes.assignments.staffStillAssigned(routeNames));
      await kind.repo.softDelete(tx, id, current.userId);
      await recordAudit(tx, ctx, { action: "delete", entity: kind.role, entityId: id, details: { userId: current.userId, soft: true } });
    });
  }

  private async findOr404(id: string): Promise<WithUser> {
    const row = isUuid(id) ? await this.kind.repo.find(this.db, id) : undefined;
    if (!row) throw notFound(this.kind.notFound);
    return row;
  }

  private aadhaarContext(id: string): string {
    return `${this.kind.role}:${id}`;
  }
}
