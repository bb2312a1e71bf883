import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  ageInYears,
  createKidFieldsSchema,
  givenParents,
  KID_IMAGE_FIELD_NAMES,
  KID_IMAGE_FIELDS,
  messages,
  requiredKidImages,
  todayInIndia,
  updateKidFieldsSchema,
  type CreateKidFields,
  type Institution,
  type KidImageField,
  type KidListItem,
  type KidListQuery,
  type KidProfile,
  type UpdateKidFields,
  type DayRun,
} from "@app/contracts";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AadhaarCipher } from "../../lib/aadhaar";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import type { MultipartBody } from "../../lib/uploads";
import type { AuthContext } from "../../plugins/auth";
import { pageOf, type Page } from "../../lib/paging";
import { insertUser, updateAccount } from "../accounts/account-store";
import type { AccountsService } from "../accounts/accounts.service";
import { auditChanges, withChanges, type AuditChange } from "../audit/audit-changes";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import type { FileRow, NewFileRow } from "../files/file-store";
import { deleteFiles, insertFiles } from "../files/file-store";
import { isUuid, thumbUrl, type FileOwner, type FilesService } from "../files/files.service";
import { parseOr400, uniqueViolationToConflict } from "../staff/staff.shared";
import * as repo from "./kids.repository";
import {
  aadhaarContext,
  aadhaarDiffers,
  existingParentsConflict,
  matchParentAccount,
  RELATIONS,
  sendInvitation,
  type Relation,
} from "./kid-parents";
import { toKidProfile, type KidAggregate, type KidViewer } from "./kid-profile-view";
import { assertCompleteNewParent, assertLinkedSectionsNotBlanked, PARENT_KEYS, parentInput, type ParentInput } from "./parent-sections";

export { toKidProfile, type KidAggregate, type KidViewer } from "./kid-profile-view";

const e = messages.kids.errors;
const k = messages.kids.fields;


/**
 * Decides whether a driver or caretaker may see a kid (decisions.md §4: "kids on own route", without
 * the parents' identity data). Routes and their kid assignments come with the routes issue, which
 * passes its own implementation to KidsService; until then no driver or caretaker sees any kid
 * (403), and the profile they would get has `parentsDetails: null`.
 */
export interface StaffKidAccess {
  canStaffSeeKid(staffUserId: string, kidId: string): Promise<boolean>;
}
export const noStaffKidAccess: StaffKidAccess = { canStaffSeeKid: async () => false };

/**
 * StaffKidAccess that can also be asked as a condition of the caller's own statement (the capture's,
 * docs/decisions/0208); with `run`, only the assignments of that run count (0231).
 */
export interface StaffKidAccessInSql extends StaffKidAccess {
  staffSeesKidCondition(staffUserId: string, kidId: string, run?: DayRun): SQL;
}


/** Image field → stored kind, identity document or not, and whose record it belongs to. */
const IMAGE_SPECS: Record<KidImageField, { kind: string; identityDocument: boolean; owner: "kid" | Relation }> = {
  kidsImage: { kind: "kidPhoto", identityDocument: false, owner: "kid" },
  father_aadhar_front_image: { kind: "aadharFront", identityDocument: true, owner: "father" },
  father_aadhar_back_image: { kind: "aadharBack", identityDocument: true, owner: "father" },
  fatherImage: { kind: "parentPhoto", identityDocument: false, owner: "father" },
  mother_aadhar_front_image: { kind: "aadharFront", identityDocument: true, owner: "mother" },
  mother_aadhar_back_image: { kind: "aadharBack", identityDocument: true, owner: "mother" },
  motherImage: { kind: "parentPhoto", identityDocument: false, owner: "mother" },
};
const IMAGE_KINDS = Object.fromEntries(Object.entries(IMAGE_SPECS).map(([field, s]) => [field, { kind: s.kind, identityDocument: s.identityDocument }]));

/** Parent image kind → the parent_profiles column holding its file id. */
const PROFILE_IMAGE_COLUMN = {
  aadharFront: "aadharFrontImageId",
  aadharBack: "aadharBackImageId",
  parentPhoto: "imageId",
} as const satisfies Record<string, keyof repo.ParentProfileRow>;

/** The account a parent of the create form resolves to: an existing one of the same role, or a new one. */
interface ResolvedParent {
  userId: string;
  isNew: boolean;
  existing: repo.ParentAccount | null;
}



function instituteRows(list: Institution[]): repo.NewInstituteRow[] {
  return list.map((i) => ({
    name: i.name,
    coachName: i.coach_name,
    phoneNo: i.phone_no,
    email: i.email,
    instAddress: i.inst_address,
    courseName: i.course_name,
    courseId: i.courseId,
    courseStartTime: i.course_start_time,
    courseEndTime: i.course_end_time,
    courseDurationMinutes: i.course_duration_minutes,
  }));
}

const instituteKey = (r: repo.NewInstituteRow) =>
  JSON.stringify([r.name, r.coachName, r.phoneNo, r.email, r.instAddress, r.courseName, r.courseId, r.courseStartTime, r.courseEndTime]);

const isParentRole = (role: string): role is Relation => role === "father" || role === "mother";

export class KidsService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly aadhaar: AadhaarCipher,
    private readonly accounts: AccountsService,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly staffAccess: StaffKidAccess = noStaffKidAccess,
  ) {}

  /** The Kid Details table: what it shows and nothing else (spec §2.8; docs/performance.md). */
  async list(query: KidListQuery): Promise<Page<KidListItem>> {
    const { rows, total } = await repo.listKidSummaries(this.db, query);
    const today = todayInIndia();
    return pageOf(rows.map((r) => ({
      uuid: r.id,
      kidName: r.kidName,
      kidsDateOfBirth: r.dateOfBirth,
      age: ageInYears(r.dateOfBirth, today),
      gender: r.gender,
      bloodGroup: r.bloodGroup,
      status: r.status,
      kidsImageThumb: thumbUrl(r.kidsImageId),
    })), total, query);
  }

  /** With `parentId`, the kid only if that account is its father or mother (one query, 0165). */
  private async aggregate(db: Db, id: string, parentId?: string): Promise<KidAggregate | undefined> {
    const kid = !isUuid(id) ? undefined : parentId ? await repo.findKidOfParent(db, parentId, id) : await repo.findKid(db, id);
    if (!kid) return undefined;
    const [institutes, parents] = await Promise.all([repo.listInstitutes(db, id), repo.linkedParents(db, id)]);
    return { kid, institutes, parents };
  }

  private async profile(id: string, viewer: KidViewer): Promise<KidProfile> {
    const agg = await this.aggregate(this.db, id);
    if (!agg) throw notFound(e.notFound);
    const kidCounts = viewer === "admin" ? await repo.kidCountsOf(this.db, agg.parents.map((p) => p.account.id)) : undefined;
    return toKidProfile(agg, viewer, kidCounts);
  }

  /** A parent's own kid; any other id (unknown included) is 403, so nothing is learnt about other families. */
  private async parentsProfile(id: string, parentId: string): Promise<KidProfile> {
    const agg = await this.aggregate(this.db, id, parentId);
    if (!agg) throw forbidden(messages.auth.serverErrors.forbidden);
    return toKidProfile(agg, "parent");
  }

  /**
   * decisions.md §4: admins see every kid; a father or mother only their own kids (anything else,
   * unknown ids included, is 403 so that a parent learns nothing about other families); drivers and
   * caretakers only kids the StaffKidAccess hook allows, without parent data.
   */
  async getFor(id: string, auth: AuthContext): Promise<KidProfile> {
    if (auth.role === "admin") return this.profile(id, "admin");
    if (isParentRole(auth.role)) {
      return this.parentsProfile(id, auth.userId);
    }
    if (auth.role === "driver" || auth.role === "caretaker") {
      if (!isUuid(id) || !(await this.staffAccess.canStaffSeeKid(auth.userId, id))) throw forbidden(messages.auth.serverErrors.forbidden);
      return this.profile(id, "staff");
    }
    throw forbidden(messages.auth.serverErrors.forbidden);
  }

  /**
   * GET /api/files/{id} rule (registered with app.files.addViewRule): the kid's photo for the kid's
   * parents (and route staff, through the hook); a parent's portrait for the other parent of a
   * common kid. The files service never lets a rule grant an identity document.
   */
  async canViewFile(file: FileRow, auth: AuthContext): Promise<boolean> {
    if (file.ownerType === "kid") {
      if (isParentRole(auth.role)) return repo.isParentOf(this.db, auth.userId, file.ownerId);
      if (auth.role === "driver" || auth.role === "caretaker") return this.staffAccess.canStaffSeeKid(auth.userId, file.ownerId);
      return false;
    }
    if (file.ownerType === "parent" && isParentRole(auth.role)) return repo.shareAKid(this.db, auth.userId, file.ownerId);
    return false;
  }

  /**
   * decisions.md §3: a parent of the form is an account of role father/mother found by mobile or
   * email. Same role → the kid is linked to it (a sibling); held by any other account, or mobile
   * and email on two different accounts → 409.
   */
  private async resolveParent(db: Db, relation: Relation, input: ParentInput): Promise<ResolvedParent> {
    const existing = await matchParentAccount(db, relation, { mobile: input.mobile, email: input.email });
    return existing ? { userId: existing.id, isNew: false, existing } : { userId: randomUUID(), isNew: true, existing: null };
  }

  /**
   * On update: another father (mother) account holding the form's new mobile or email is a relink
   * of the kid to that account (asked first, docs/decisions/0223); any other account → 409 (0021).
   */
  private otherParentAccount(db: Db, relation: Relation, currentUserId: string, input: ParentInput): Promise<repo.ParentAccount | null> {
    return matchParentAccount(db, relation, { mobile: input.mobile, email: input.email }, currentUserId);
  }

  /**
   * A parent linked to another kid too keeps name, login mobile and email, Aadhaar and images
   * unless changed through the parent's own edit (409 pointing there; docs/decisions/0223).
   */
  private async assertSharedIdentityKept(
    db: Db,
    linked: Partial<Record<Relation, repo.LinkedParent>>,
    inputs: Record<Relation, ParentInput>,
    imageFields: string[],
    relinking: readonly Relation[],
  ): Promise<void> {
    const parents = RELATIONS.filter((r) => linked[r] && !relinking.includes(r)).map((r) => [r, linked[r]!] as const);
    const counts = await repo.kidCountsOf(
      db,
      parents.map(([, p]) => p.account.id),
    );
    for (const [relation, p] of parents) {
      if ((counts.get(p.account.id) ?? 0) < 2) continue;
      const images = imageFields.filter((f) => IMAGE_SPECS[f as KidImageField]?.owner === relation);
      if (this.changesIdentity(p, inputs[relation], images)) throw conflict(e.sharedParentIdentity(relation));
    }
  }

  /** True when the form changes who the parent is: name, login mobile or email, Aadhaar, or an image of theirs. */
  private changesIdentity(p: repo.LinkedParent, input: ParentInput, imageFields: string[]): boolean {
    const a = p.account;
    if (input.name !== undefined && input.name !== a.name) return true;
    if (input.mobile !== undefined && input.mobile !== a.mobile) return true;
    if (input.email !== undefined && input.email !== a.email) return true;
    if (input.aadhaar && (!p.profile || aadhaarDiffers(this.aadhaar, p.profile, input.aadhaar))) return true;
    return imageFields.length > 0;
  }

  private ownerOf(kidId: string, parentIds: Partial<Record<Relation, string>>, createdBy: string | null) {
    return (field: string): FileOwner => {
      const owner = IMAGE_SPECS[field as KidImageField].owner;
      if (owner === "kid") return { ownerType: "kid", ownerId: kidId, ownerUserId: null, createdBy };
      const userId = parentIds[owner];
      if (!userId) throw new Error(`No ${owner} to own ${field}`);
      return { ownerType: "parent", ownerId: userId, ownerUserId: userId, createdBy };
    };
  }

  /** Image ids per parent column from the rows of this request. */
  private parentImageIds(rows: Record<string, NewFileRow>, relation: Relation): Partial<repo.NewParentProfileRow> {
    const out: Partial<repo.NewParentProfileRow> = {};
    for (const [field, row] of Object.entries(rows)) {
      const spec = IMAGE_SPECS[field as KidImageField];
      if (spec.owner !== relation) continue;
      out[PROFILE_IMAGE_COLUMN[spec.kind as keyof typeof PROFILE_IMAGE_COLUMN]] = row.id;
    }
    return out;
  }


  /**
   * Writes a parent's account changes and profile inside the transaction; returns the names of the
   * fields that changed (for the audit log) and the file ids the new images replace.
   */
  private async saveParent(
    tx: Db,
    relation: Relation,
    userId: string,
    account: repo.ParentAccount | null,
    profile: repo.ParentProfileRow | null | undefined,
    input: ParentInput,
    imageIds: Partial<repo.NewParentProfileRow>,
  ): Promise<{ changed: string[]; changes: Record<string, AuditChange>; replacedFileIds: string[] }> {
    const keys = PARENT_KEYS[relation];
    const changed: string[] = [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const note = (key: string, from: unknown, to: unknown) => {
      changed.push(key);
      before[key] = from;
      after[key] = to;
    };
    const result = (replacedFileIds: string[]) => ({ changed, changes: auditChanges(changed, before, after), replacedFileIds });
    if (account) {
      const set = {
        name: input.name !== undefined && input.name !== account.name ? input.name : undefined,
        mobile: input.mobile !== undefined && input.mobile !== account.mobile ? input.mobile : undefined,
        email: input.email !== undefined && input.email !== account.email ? input.email : undefined,
      };
      if (set.name !== undefined) note(keys.name, account.name, set.name);
      if (set.mobile !== undefined) note(keys.mobile, account.mobile, set.mobile);
      if (set.email !== undefined) note(keys.email, account.email, set.email);
      await updateAccount(tx, userId, set);
    }
    const sealed = input.aadhaar && (!profile || aadhaarDiffers(this.aadhaar, profile, input.aadhaar)) ? this.aadhaar.seal(input.aadhaar, aadhaarContext(userId)) : undefined;
    if (!profile) {
      // Every parent linked by this API has a profile; an account linked some other way gets one
      // only when the form gives all of it.
      const nothingToStore = input.company === undefined && input.occupation === undefined && !sealed && !Object.keys(imageIds).length;
      if (nothingToStore) return result([]);
      if (!input.company || !input.occupation) throw badRequest(k.parentsDetailsRequired);
      // The Aadhaar number may come later, through the kid's edit (docs/decisions/0268).
      await repo.insertParentProfile(tx, {
        userId,
        company: input.company,
        occupation: input.occupation,
        aadhaarCiphertext: sealed?.ciphertext ?? null,
        aadhaarLast4: sealed?.last4 ?? null,
        ...imageIds,
      });
      return result([]);
    }
    const values: Partial<repo.NewParentProfileRow> = { ...imageIds };
    if (input.company !== undefined && input.company !== profile.company) {
      values.company = input.company;
      note(keys.company, profile.company, input.company);
    }
    if (input.occupation !== undefined && input.occupation !== profile.occupation) {
      values.occupation = input.occupation;
      note(keys.occupation, profile.occupation, input.occupation);
    }
    if (sealed) {
      values.aadhaarCiphertext = sealed.ciphertext;
      values.aadhaarLast4 = sealed.last4;
      changed.push(keys.aadhaar);
    }
    const replacedFileIds: string[] = [];
    for (const column of Object.keys(imageIds) as (keyof typeof imageIds)[]) {
      const old = profile[column as keyof repo.ParentProfileRow];
      if (typeof old === "string") replacedFileIds.push(old);
    }
    if (Object.keys(values).length) await repo.updateParentProfile(tx, userId, values);
    return result(replacedFileIds);
  }

  /** The request's files without the images of the given parents (a linked parent keeps their own, 0223). */
  private withoutImagesOf<T>(files: Record<string, T>, relations: readonly Relation[]): Record<string, T> {
    return Object.fromEntries(Object.entries(files).filter(([field]) => !relations.includes(IMAGE_SPECS[field as KidImageField]?.owner as Relation)));
  }

  private imageFieldsOf(rows: Record<string, NewFileRow>, relation: Relation | "kid"): string[] {
    return Object.keys(rows).filter((f) => IMAGE_SPECS[f as KidImageField].owner === relation);
  }

  /** Sends the set-password invitation (decisions.md §3); a failure is logged, the kid stays created. */
  private invite(userId: string, name: string, email: string, ctx: RequestContext): Promise<void> {
    return sendInvitation({ accounts: this.accounts, mailer: this.mailer, log: this.log }, userId, name, email, ctx);
  }

  async create(body: MultipartBody, ctx: RequestContext) {
    const input: CreateKidFields = parseOr400(createKidFieldsSchema, body.fields);
    // docs/decisions/0244: a family registers one parent or two; Aadhaar card images are optional.
    for (const field of requiredKidImages(input.parentsDetails)) if (!body.files[field]) throw badRequest(KID_IMAGE_FIELDS[field]);
    const given = givenParents(input.parentsDetails);
    const absent = RELATIONS.filter((r) => !given.includes(r));
    const parentInputs = { father: parentInput(input.parentsDetails, "father"), mother: parentInput(input.parentsDetails, "mother") };
    const resolved: Partial<Record<Relation, ResolvedParent>> = {};
    for (const relation of given) resolved[relation] = await this.resolveParent(this.db, relation, parentInputs[relation]);
    // docs/decisions/0223: an existing parent is linked only once the admin has said yes, and as
    // they are; their part of the form (and its images) is not used.
    const linking = given.filter((r) => !resolved[r]!.isNew);
    if (linking.length && !input.linkExistingParents) {
      throw await existingParentsConflict(this.db, linking.map((relation) => ({ relation, account: resolved[relation]!.existing! })));
    }
    // A parent the form leaves out has no account, so images sent for them have no owner: not stored.
    const pending = await this.files.prepare(this.withoutImagesOf(body.files, [...linking, ...absent]), IMAGE_KINDS);
    const kidId = randomUUID();
    const actor = ctx.auth?.userId ?? null;
    const owner = this.ownerOf(kidId, { father: resolved.father?.userId, mother: resolved.mother?.userId }, actor);

    const replaced = await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const replacedFileIds: string[] = [];
          for (const relation of given) {
            const before = resolved[relation]!;
            // Checked again inside the transaction: another request may have taken the contacts since.
            const now = await this.resolveParent(tx, relation, parentInputs[relation]);
            if (now.isNew !== before.isNew || (!now.isNew && now.userId !== before.userId)) throw conflict(e.mobileTaken(relation));
            const p = parentInputs[relation];
            if (before.isNew) {
              await insertUser(tx, { id: before.userId, role: relation, name: p.name!, email: p.email!, mobile: p.mobile!, passwordHash: null });
            }
          }
          await insertFiles(tx, Object.values(rows));
          for (const relation of given) {
            const r = resolved[relation]!;
            if (!r.isNew) {
              // Linked as they are (0223): the account and profile of an existing parent stay untouched.
              await recordAudit(tx, ctx, { action: "update", entity: "parent", entityId: r.userId, details: { relation, linkedKidId: kidId } });
              continue;
            }
            const saved = await this.saveParent(tx, relation, r.userId, null, null, parentInputs[relation], this.parentImageIds(rows, relation));
            replacedFileIds.push(...saved.replacedFileIds);
            await recordAudit(tx, ctx, { action: "create", entity: "parent", entityId: r.userId, details: { relation, kidId, images: this.imageFieldsOf(rows, relation) } });
          }
          await repo.insertKid(tx, {
            id: kidId,
            kidName: input.kidName,
            gender: input.gender,
            dateOfBirth: input.kidsDateOfBirth,
            bloodGroup: input.bloodGroup,
            status: input.status,
            joiningDate: input.joiningDate,
            address1: input.home_address.address1,
            city: input.home_address.city,
            state: input.home_address.state,
            zipCode: input.home_address.zipCode,
            kidsImageId: rows.kidsImage.id,
            createdBy: actor,
          });
          await repo.replaceInstitutes(tx, kidId, instituteRows(input.institution_details));
          for (const relation of given) await repo.linkParent(tx, kidId, resolved[relation]!.userId, relation);
          const oldPaths = await deleteFiles(tx, replacedFileIds);
          await recordAudit(tx, ctx, {
            action: "create",
            entity: "kid",
            entityId: kidId,
            details: {
              fatherUserId: resolved.father?.userId ?? null,
              motherUserId: resolved.mother?.userId ?? null,
              newAccounts: given.filter((r) => resolved[r]!.isNew),
              linkedAccounts: linking,
              institutes: input.institution_details.length,
              images: KID_IMAGE_FIELD_NAMES.filter((field) => body.files[field]),
            },
          });
          return oldPaths;
        })
        .catch(uniqueViolationToConflict),
    );
    await this.files.removeStored(replaced);
    for (const relation of given) {
      const r = resolved[relation]!;
      const p = parentInputs[relation];
      if (r.isNew) await this.invite(r.userId, p.name!, p.email!, ctx);
    }
    const account = (r: ResolvedParent | undefined) => (r ? { uuid: r.userId, isNew: r.isNew } : null);
    return { data: await this.profile(kidId, "admin"), parentAccounts: { father: account(resolved.father), mother: account(resolved.mother) } };
  }

  /**
   * Fields left out keep their value (status too); institution_details sent replaces every
   * institute; parentsDetails changes the linked accounts (same duplicate checks as create) and the
   * parents' profiles; images only when a new file is sent.
   */
  async update(id: string, body: MultipartBody, ctx: RequestContext): Promise<KidProfile> {
    const existing = await this.aggregate(this.db, id);
    if (!existing) throw notFound(e.notFound);
    const input: UpdateKidFields = parseOr400(updateKidFieldsSchema, body.fields);
    const dob = input.kidsDateOfBirth ?? existing.kid.dateOfBirth;
    const joining = input.joiningDate ?? existing.kid.joiningDate;
    if (joining < dob) throw badRequest(k.joiningDateBeforeDob);
    const linked = Object.fromEntries(existing.parents.map((p) => [p.relation, p])) as Partial<Record<Relation, repo.LinkedParent>>;
    const parentInputs = { father: parentInput(input.parentsDetails, "father"), mother: parentInput(input.parentsDetails, "mother") };
    // docs/decisions/0223: another parent's contacts relink the kid to that parent (asked first, and
    // as they are); a parent shared with another kid changes identity only through their own edit.
    const relinks: Partial<Record<Relation, repo.ParentAccount>> = {};
    for (const relation of RELATIONS) {
      const p = linked[relation];
      if (!p) continue;
      const other = await this.otherParentAccount(this.db, relation, p.account.id, parentInputs[relation]);
      if (other) relinks[relation] = other;
    }
    const relinking = RELATIONS.filter((r) => relinks[r]);
    // docs/decisions/0244: a linked parent's section sent wholly blank is a mistake, not "keep" (the
    // original client sends every field); a section given for a parent the kid has not got adds them.
    assertLinkedSectionsNotBlanked(body.fields.parentsDetails, linked);
    const adding = givenParents(input.parentsDetails).filter((r) => !linked[r]);
    const added: Partial<Record<Relation, ResolvedParent>> = {};
    for (const relation of adding) {
      assertCompleteNewParent(relation, parentInputs[relation]);
      added[relation] = await this.resolveParent(this.db, relation, parentInputs[relation]);
    }
    const addingExisting = adding.filter((r) => !added[r]!.isNew);
    await this.assertSharedIdentityKept(this.db, linked, parentInputs, Object.keys(body.files), relinking);
    if ((relinking.length || addingExisting.length) && !input.linkExistingParents) {
      throw await existingParentsConflict(this.db, [
        ...relinking.map((relation) => ({ relation, account: relinks[relation]! })),
        ...addingExisting.map((relation) => ({ relation, account: added[relation]!.existing! })),
      ]);
    }
    const imageFiles = Object.fromEntries(
      Object.entries(this.withoutImagesOf(body.files, [...relinking, ...addingExisting])).filter(([field]) => {
        const owner = IMAGE_SPECS[field as KidImageField]?.owner;
        return owner === "kid" || (owner !== undefined && (linked[owner] !== undefined || added[owner] !== undefined));
      }),
    );
    const pending = await this.files.prepare(imageFiles, IMAGE_KINDS);
    const actor = ctx.auth?.userId ?? null;
    const owner = this.ownerOf(id, { father: linked.father?.account.id ?? added.father?.userId, mother: linked.mother?.account.id ?? added.mother?.userId }, actor);

    const reinvite: { userId: string; name: string; email: string }[] = [];
    const replaced = await this.files.withStagedFiles(pending, owner, (rows) =>
      this.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const current = await repo.lockKid(tx, id);
          if (!current) throw notFound(e.notFound);
          const replacedFileIds: string[] = [];
          const changed: string[] = [];
          const parentChanges: Record<string, AuditChange> = {};
          // A parent added by this edit (0244): checked again here, and the account made before the
          // files, whose owner it is.
          for (const relation of adding) {
            const before = added[relation]!;
            const pin = parentInputs[relation];
            const now = await this.resolveParent(tx, relation, pin);
            if (now.isNew !== before.isNew || (!now.isNew && now.userId !== before.userId)) throw conflict(e.mobileTaken(relation));
            if (before.isNew) await insertUser(tx, { id: before.userId, role: relation, name: pin.name!, email: pin.email!, mobile: pin.mobile!, passwordHash: null });
          }
          // The files first: the kid and parent rows below refer to them.
          await insertFiles(tx, Object.values(rows));

          // Checked again inside the transaction: contacts or links may have changed since.
          await this.assertSharedIdentityKept(tx, linked, parentInputs, Object.keys(rows), relinking);
          for (const relation of RELATIONS) {
            const p = linked[relation];
            if (!p) continue;
            const pin = parentInputs[relation];
            const target = relinks[relation];
            const now = await this.otherParentAccount(tx, relation, p.account.id, pin);
            if ((now?.id ?? null) !== (target?.id ?? null)) throw conflict(e.mobileTaken(relation));
            if (target) {
              await repo.relinkParent(tx, id, relation, target.id);
              changed.push(`parentsDetails.${relation}Account`);
              await recordAudit(tx, ctx, { action: "update", entity: "parent", entityId: target.id, details: { relation, linkedKidId: id } });
              await recordAudit(tx, ctx, { action: "update", entity: "parent", entityId: p.account.id, details: { relation, unlinkedKidId: id } });
              continue;
            }
            const profile = await repo.findParentProfile(tx, p.account.id);
            const imageIds = this.parentImageIds(rows, relation);
            const saved = await this.saveParent(tx, relation, p.account.id, p.account, profile, pin, imageIds);
            replacedFileIds.push(...saved.replacedFileIds);
            const fields = [...saved.changed, ...this.imageFieldsOf(rows, relation)];
            changed.push(...fields.map((f) => (f.startsWith(relation) ? `parentsDetails.${f}` : f)));
            for (const [field, change] of Object.entries(saved.changes)) parentChanges[`parentsDetails.${field}`] = change;
            if (fields.length) {
              await recordAudit(tx, ctx, { action: "update", entity: "parent", entityId: p.account.id, details: withChanges({ relation, kidId: id, fields }, saved.changes) });
            }
            if (pin.email && pin.email !== p.account.email && !p.account.hasPassword) {
              reinvite.push({ userId: p.account.id, name: pin.name ?? p.account.name, email: pin.email });
            }
          }
          for (const relation of adding) {
            const before = added[relation]!;
            const pin = parentInputs[relation];
            if (before.isNew) {
              await this.saveParent(tx, relation, before.userId, null, null, pin, this.parentImageIds(rows, relation));
              await recordAudit(tx, ctx, { action: "create", entity: "parent", entityId: before.userId, details: { relation, kidId: id, images: this.imageFieldsOf(rows, relation) } });
              reinvite.push({ userId: before.userId, name: pin.name!, email: pin.email! });
            } else {
              await recordAudit(tx, ctx, { action: "update", entity: "parent", entityId: before.userId, details: { relation, linkedKidId: id } });
            }
            await repo.linkParent(tx, id, before.userId, relation);
            changed.push(`parentsDetails.${relation}Account`);
          }

          const values: Partial<repo.NewKidRow> = {};
          const kidBefore: Record<string, unknown> = {};
          const kidAfter: Record<string, unknown> = {};
          const set = <K extends keyof repo.NewKidRow>(column: K, value: repo.NewKidRow[K] | undefined, name: string) => {
            if (value !== undefined && value !== current[column as keyof repo.KidRow]) {
              values[column] = value;
              changed.push(name);
              kidBefore[name] = current[column as keyof repo.KidRow];
              kidAfter[name] = value;
            }
          };
          set("kidName", input.kidName, "kidName");
          set("gender", input.gender, "gender");
          set("dateOfBirth", input.kidsDateOfBirth, "kidsDateOfBirth");
          set("bloodGroup", input.bloodGroup, "bloodGroup");
          set("status", input.status, "status");
          set("joiningDate", input.joiningDate, "joiningDate");
          set("address1", input.home_address?.address1, "home_address.address1");
          set("city", input.home_address?.city, "home_address.city");
          set("state", input.home_address?.state, "home_address.state");
          set("zipCode", input.home_address?.zipCode, "home_address.zipCode");
          if (rows.kidsImage) {
            values.kidsImageId = rows.kidsImage.id;
            if (current.kidsImageId) replacedFileIds.push(current.kidsImageId);
            changed.push("kidsImage");
          }
          await repo.updateKid(tx, id, values);
          if (input.institution_details) {
            const next = instituteRows(input.institution_details);
            const before = await repo.listInstitutes(tx, id);
            const same = before.length === next.length && before.every((b, i) => instituteKey(b) === instituteKey(next[i]));
            if (!same) {
              await repo.replaceInstitutes(tx, id, next);
              changed.push("institution_details");
            }
          }
          const oldPaths = await deleteFiles(tx, replacedFileIds);
          const changes = { ...parentChanges, ...auditChanges(Object.keys(kidAfter), kidBefore, kidAfter) };
          await recordAudit(tx, ctx, { action: "update", entity: "kid", entityId: id, details: withChanges({ fields: changed }, changes) });
          return oldPaths;
        })
        .catch(uniqueViolationToConflict),
    );
    await this.files.removeStored(replaced);
    // An invited parent who has not set a password yet gets a fresh link at the new address; a parent
    // added by this edit gets their first one.
    for (const r of reinvite) await this.invite(r.userId, r.name, r.email, ctx);
    return this.profile(id, "admin");
  }
}
