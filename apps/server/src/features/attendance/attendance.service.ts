import { randomUUID } from "node:crypto";
import {
  ATTENDANCE_CAPTURE,
  ATTENDANCE_SECTION_KEYS,
  ATTENDANCE_SECTION_OF_TYPE,
  ATTENDANCE_TYPE_OF_SECTION,
  attendanceCaptureFieldsSchema,
  attendanceDateParamSchema,
  firstIssueMessage,
  messages,
  RUN_OF_LEG,
  type AttendanceHistoryEntry,
  type AttendanceSection,
  type AttendanceSectionKey,
  type AttendanceListQuery,
  type AttendanceType,
  type CaptureAttendanceResponse,
  type KidAttendanceDay,
  type KidAttendanceRecord,
  type LegStates,
  type updateKidAttendanceRequestSchema,
} from "@app/contracts";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import { findAnswer, fingerprint, KeyTaken, keyIsNew, storeKeyAndAnswer, storedAnswerColumn, storedAnswerOf, type IdempotentRequest, type StoredAnswer } from "../../lib/idempotency";
import { counterOf } from "../../lib/rate-limiter";
import { pageBounds, pageOf, type Page } from "../../lib/paging";
import type { MultipartBody } from "../../lib/uploads";
import type { AuthContext } from "../../plugins/auth";
import { auditStatement, recordAudit, type RequestContext } from "../audit/audit.service";
import { insertFileStatement, type FileRow } from "../files/file-store";
import { fileUrl, isUuid, thumbUrl, type FilesService } from "../files/files.service";
import { findKid, findKidOfParent, isParentOf, kidExistsCondition } from "../kids/kid-access";
import { resolveAttendanceFilter } from "./attendance-filter";
import type { AttendanceNotifier } from "../notifications/notifications.service";
import type { StaffKidAccessInSql } from "../kids/kids.service";
import { parseOr400 } from "../staff/staff.shared";
import * as repo from "./attendance.repository";
import { runStartOnCapture } from "../live";
import { assertCounted, captureCountStatement } from "./capture-limit";
import { assertCaptureDay } from "./capture-day";

const s = messages.attendance.server;
const f = messages.attendance.fields;
const forbiddenError = () => forbidden(messages.auth.serverErrors.forbidden);
const isParentRole = (role: string) => role === "father" || role === "mother";

/** Stored files of capture photos: owner type, and the form field / kind. */
export const ATTENDANCE_FILE_OWNER = "kid-attendance";
export const PHOTO_FIELD = "photo";
/** The phone's own thumbnail of the photo (optional, docs/decisions/0206). */
export const THUMB_FIELD = ATTENDANCE_CAPTURE.thumbField;
const PHOTO_KIND = { photo: { kind: "attendancePhoto", identityDocument: false } };
/** The idempotency scope of the capture call. */
const CAPTURE_SCOPE = "kid-attendance";
/** The capture's text fields, in a fixed order for the request fingerprint. */
const CAPTURE_FIELDS = ["userProfileUuid", "date", "type", "pickupTime", "latitude", "longitude"] as const;

type UpdateInput = z.output<typeof updateKidAttendanceRequestSchema>;

type SectionFacts = Pick<repo.SectionWithPeople, "photoFileId" | "time" | "latitude" | "longitude" | "capturedBy" | "capturedByName" | "capturedByRole" | "capturedAt" | "editedAt" | "editedByName">;

function toSection(x: SectionFacts): AttendanceSection {
  return {
    photoUrl: fileUrl(x.photoFileId),
    photoThumbUrl: thumbUrl(x.photoFileId),
    time: x.time,
    latitude: x.latitude,
    longitude: x.longitude,
    capturedBy: x.capturedByName ?? "",
    capturedByUuid: x.capturedBy,
    capturedByRole: x.capturedByRole,
    capturedAt: x.capturedAt.toISOString(),
    editedAt: x.editedAt ? x.editedAt.toISOString() : null,
    editedBy: x.editedByName,
  };
}

function toHistoryEntry(x: repo.HistoryWithPeople): AttendanceHistoryEntry {
  return {
    ...toSection(x),
    type: x.type as AttendanceType,
    replacedAt: x.replacedAt.toISOString(),
    replacedBy: x.replacedByName,
  };
}

/** The optional `replace` field (ATTENDANCE_CAPTURE.replaceField): "true" or "1" means the caretaker confirmed. */
function wantsReplace(value: unknown): boolean {
  return typeof value === "string" && ["true", "1"].includes(value.trim().toLowerCase());
}

function emptySections(): Record<AttendanceSectionKey, AttendanceSection | null> {
  return { homePickup: null, InstituteDrop: null, InstitutePickup: null, homeDrop: null };
}

/** spec §3.6: uuid, kidName, date, userProfileUuid and the four sections (null until captured). */
export function toRecord(agg: repo.AttendanceAggregate): KidAttendanceRecord {
  const sections = emptySections();
  for (const section of agg.sections) {
    const key = ATTENDANCE_SECTION_OF_TYPE[section.type as AttendanceType];
    if (key) sections[key] = toSection(section);
  }
  return {
    uuid: agg.record.id,
    kidName: agg.kidName,
    date: agg.record.date,
    userProfileUuid: agg.record.kidId,
    ...sections,
    createdAt: agg.record.createdAt.toISOString(),
    updatedAt: agg.record.updatedAt.toISOString(),
    history: agg.history.map(toHistoryEntry),
  };
}

/** What the attendance screens read of the day's one truth (DayReader, docs/decisions/0067, 0242). */
export interface LegStatesReader {
  legStatesOf(pairs: readonly { kidId: string; date: string }[]): Promise<(kidId: string, date: string) => LegStates>;
}

export interface CaptureResult {
  statusCode: number;
  body: CaptureAttendanceResponse;
  /** True when the answer is the stored one of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/**
 * Kid attendance (spec §3.6, §7 Attendance; decisions.md §3, §4): the caretaker's photo capture,
 * idempotent and durable, and the admin's list, lookup, edit and delete. docs/decisions/0040, 0041.
 */
export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly routeAccess: StaffKidAccessInSql,
    private readonly notifier: AttendanceNotifier,
    /** The day's one truth (features/day), for the legs' states of the list and the lookup (0242). */
    private readonly dayStates?: LegStatesReader,
  ) {}

  /** Each record with its legs' states (captures, absences and the office's corrections read together). */
  private async withLegStates<T extends { userProfileUuid: string; date: string }>(records: T[]): Promise<T[]> {
    if (!this.dayStates || !records.length) return records;
    const states = await this.dayStates.legStatesOf(records.map((r) => ({ kidId: r.userProfileUuid, date: r.date })));
    return records.map((r) => ({ ...r, legStates: states(r.userProfileUuid, r.date) }));
  }

  /**
   * docs/decisions/0040 and 0231: admins any leg (404 for an unknown kid), and the caretaker
   * of a route that carries the kid, for the legs of the run that route rides (docs/decisions/0231,
   * the rule "not at the stop" follows, 0065). `allowed` and `ridesRun` are the preflight's answers
   * to mayCaptureCondition and ridesRunCondition; returns the kid's id.
   */
  private assertMayCapture(auth: AuthContext, kidId: string | null, allowed: boolean, ridesRun: boolean, type: AttendanceType): string {
    if (auth.role === "admin") {
      if (!kidId || !allowed) throw notFound(s.kidNotFound);
      return kidId;
    }
    if (auth.role !== "caretaker" || !kidId || !allowed) throw forbiddenError();
    // The kid is hers on another run: say which leg, so the refused capture on her phone explains itself.
    if (!ridesRun) throw forbidden(s.notYourRun(messages.attendance.typeLabels[type]));
    return kidId;
  }

  private mayCaptureCondition(auth: AuthContext, kidId: string | null): SQL | null {
    if (!kidId) return null;
    if (auth.role === "admin") return kidExistsCondition(kidId);
    if (auth.role === "caretaker") return this.routeAccess.staffSeesKidCondition(auth.userId, kidId);
    return null;
  }

  /** A caretaker's assignment of the leg's run carries the kid; null (any run) for everyone else. */
  private ridesRunCondition(auth: AuthContext, kidId: string | null, type: AttendanceType | null): SQL | null {
    if (auth.role !== "caretaker" || !kidId || !type) return null;
    return this.routeAccess.staffSeesKidCondition(auth.userId, kidId, RUN_OF_LEG[type]);
  }

  /**
   * POST /api/v1/kid-attendance. With an Idempotency-Key, a repeat of an acknowledged capture gets
   * the same answer and changes nothing; a different request under the same key gets 422. The
   * photo is written and fsynced before the transaction; the 201 leaves only after the commit.
   */
  async capture(body: MultipartBody, key: string | null, ctx: RequestContext & { auth: AuthContext }): Promise<CaptureResult> {
    const photo = body.files[PHOTO_FIELD];
    const idem: IdempotentRequest | null = key
      ? {
          userId: ctx.auth.userId,
          key,
          scope: CAPTURE_SCOPE,
          fingerprint: fingerprint(
            CAPTURE_SCOPE,
            CAPTURE_FIELDS.map((name) => [name, typeof body.fields[name] === "string" ? (body.fields[name] as string).trim() : String(body.fields[name] ?? "")]),
            [[PHOTO_FIELD, photo]],
          ),
        }
      : null;
    // The fields are checked now and a bad one refused after the key and the limit, as before.
    const parsed = attendanceCaptureFieldsSchema.safeParse(body.fields);
    const askedKid = parsed.success && isUuid(parsed.data.userProfileUuid) ? parsed.data.userProfileUuid.toLowerCase() : null;
    // The key's answer, the count, the caller's right to the kid and the names the parents' messages
    // need: one statement (docs/decisions/0208). The count is skipped when the key has an answer.
    const first = await repo.capturePreflight(this.db, {
      answer: idem ? storedAnswerColumn(idem) : null,
      count: captureCountStatement(this.db, ctx.auth.userId, idem ? keyIsNew(idem) : undefined),
      mayCapture: this.mayCaptureCondition(ctx.auth, askedKid),
      ridesRun: this.ridesRunCondition(ctx.auth, askedKid, parsed.success ? parsed.data.type : null),
      // The route named is the one of the leg's run (docs/decisions/0240); a bad field ends in a 400 anyway.
      names: askedKid && photo && parsed.success ? this.notifier.attendanceNamesColumn(askedKid, ctx.auth.userId, parsed.data.type) : null,
    });
    // A retry of an acknowledged capture is answered before anything else is checked: the
    // caretaker may since have been moved off the route, the answer stays what it was.
    if (idem) {
      const stored = storedAnswerOf(idem, first.answer);
      if (stored) return this.replay(stored);
    }
    assertCounted(this.db, counterOf(first.counted));

    if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
    const input = parsed.data;
    // A caretaker captures today, or a day her phone took the capture on and sends late; the office
    // records other days (an admin's capture or edit, docs/decisions/0231, 0243).
    assertCaptureDay(ctx.auth.role, input.date, body.fields);
    if (!photo) throw badRequest(f.photoRequired);
    const kidId = this.assertMayCapture(ctx.auth, askedKid, first.mayCapture, first.ridesRun, input.type);
    // The thumbnail is not part of the fingerprint: it is drawn from the photo, and a capture
    // queued before phones sent one is the same capture when it is retried with one.
    const pending = await this.files.prepare({ [PHOTO_FIELD]: photo }, PHOTO_KIND, { [PHOTO_FIELD]: body.files[THUMB_FIELD] });
    const sectionKey = ATTENDANCE_SECTION_OF_TYPE[input.type];
    const owner = { ownerType: ATTENDANCE_FILE_OWNER, ownerId: kidId, ownerUserId: null, createdBy: ctx.auth.userId };

    let queued = false;
    try {
      const answer = await this.files.withStagedFiles(pending, owner, (rows) =>
        this.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const now = new Date();
          const leg: Omit<repo.SectionRow, "attendanceId"> = {
            type: input.type,
            photoFileId: rows[PHOTO_FIELD].id,
            time: input.pickupTime,
            latitude: input.latitude,
            longitude: input.longitude,
            capturedBy: ctx.auth.userId,
            capturedAt: now,
            editedBy: null,
            editedAt: null,
            mediaRemovedAt: null,
          };
          // One statement (docs/decisions/0208): the record, created or locked and touched (0195),
          // the photo's file row owned by it, and the leg when it is empty (0172, 0185).
          const record = await repo.writeCapture(
            tx,
            { id: randomUUID(), kidId, date: input.date, createdBy: ctx.auth.userId },
            (recordId) => insertFileStatement(rows[PHOTO_FIELD], recordId),
            leg,
            now,
          );
          const { created, filled } = record;
          const photoFileId = rows[PHOTO_FIELD].id;
          const section: repo.SectionRow = { ...leg, attendanceId: record.id };
          const previous = filled ? undefined : await repo.findSection(tx, record.id, input.type);
          if (previous) {
            // Issue 9: never a silent overwrite. The record is locked, so of two racing captures of
            // the same leg the second sees the first here and is refused unless it says it replaces.
            if (!wantsReplace(body.fields[ATTENDANCE_CAPTURE.replaceField])) {
              const by = await repo.findUserName(tx, previous.capturedBy);
              throw conflict(s.alreadyRecorded(messages.attendance.typeLabels[input.type], previous.time, by ?? ""));
            }
            await repo.insertHistory(tx, { id: randomUUID(), ...previous, replacedBy: ctx.auth.userId, replacedAt: now });
            await repo.upsertSection(tx, section);
          } else if (!filled) {
            // Cannot happen while the record is locked; kept so a leg is never left unwritten.
            await repo.upsertSection(tx, section);
          }
          // The parents' notification jobs commit with the capture, or not at all (docs/decisions/0061);
          // they are written by the statement that reads the answer (0203).
          const jobs = this.notifier.attendanceJobsStatement(first.names, { kind: "captured", eventId: photoFileId, kidId, date: input.date, type: input.type, time: input.pickupTime, actorUserId: ctx.auth.userId });
          // The audit row is written by the statement that reads the answer (0195).
          const audit = auditStatement(ctx, {
            action: created ? "create" : "update",
            entity: "kid-attendance",
            entityId: record.id,
            details: {
              kidId,
              date: input.date,
              type: input.type,
              section: sectionKey,
              photoFileId,
              time: input.pickupTime,
              latitude: input.latitude,
              longitude: input.longitude,
              idempotencyKey: key,
              // A confirmed replacement; what it replaced stays here and in the history table (its photo stays stored).
              replaced: previous
                ? {
                    photoFileId: previous.photoFileId,
                    time: previous.time,
                    latitude: previous.latitude,
                    longitude: previous.longitude,
                    capturedBy: previous.capturedBy,
                    capturedAt: previous.capturedAt.toISOString(),
                  }
                : null,
            },
          });
          // A capture of today starts its run and tells the live view, in the same statement (docs/decisions/0262).
          const run = runStartOnCapture({ kidId, type: input.type, date: input.date, capturedBy: ctx.auth.userId, now });
          const agg = await repo.findLiveAggregateInOne(tx, record.id, [audit, ...(jobs ? [jobs] : []), ...(run ? [run] : [])]);
          queued = jobs !== null;
          const response: CaptureAttendanceResponse = { message: s.captured(input.type), data: toRecord(agg!) };
          // The key is stored last, with the answer (docs/decisions/0203).
          if (idem) await storeKeyAndAnswer(tx, idem, { statusCode: 201, body: response });
          return response;
        }),
      );
      // Committed: the parents' messages go now, not at the worker's next poll (docs/decisions/0208).
      if (queued) this.notifier.jobsCommitted();
      return { statusCode: 201, body: answer, replayed: false };
    } catch (err) {
      // A request with the same key committed while this one was being prepared or written: its
      // key (KeyTaken), or its leg first (the 409 of a recorded leg), stopped this one (0203).
      if (idem && (err instanceof KeyTaken || (err instanceof HttpError && err.statusCode === 409))) {
        const stored = await findAnswer(this.db, idem);
        if (stored) return this.replay(stored);
      }
      throw err;
    }
  }

  private replay(stored: StoredAnswer): CaptureResult {
    return { statusCode: stored.statusCode, body: stored.body as CaptureAttendanceResponse, replayed: true };
  }

  /** GET /all (admin): every live record, newest day first, with the kid's name. */
  /** The admin list: one page of the date range (today when none is given), docs/decisions/0080. */
  async list(query: AttendanceListQuery): Promise<Page<KidAttendanceRecord>> {
    const filter = resolveAttendanceFilter(query);
    const { rows, total } = await repo.listLive(this.db, filter, repo.attendanceOrder(query.sort, query.dir), pageBounds(query));
    return pageOf(await this.withLegStates(rows.map(toRecord)), total, query);
  }

  /**
   * GET /{kidUuid}/date/{date}: admins any kid (404 when unknown); the caretaker of a route carrying
   * the kid; the kid's father or mother. Anything else 403 (unknown kids too, so nothing is learnt
   * about other families). A day without captures answers the empty day.
   */
  async byDate(kidId: string, rawDate: string, auth: AuthContext): Promise<KidAttendanceDay> {
    // A parent's check and the kid row are one query (docs/decisions/0165).
    const parentsKid = isParentRole(auth.role) && isUuid(kidId) ? await findKidOfParent(this.db, auth.userId, kidId) : undefined;
    const allowed =
      auth.role === "admin" ||
      parentsKid !== undefined ||
      (isUuid(kidId) && auth.role === "caretaker" && (await this.routeAccess.canStaffSeeKid(auth.userId, kidId)));
    if (!allowed) throw forbiddenError();
    const date = parseOr400(attendanceDateParamSchema, rawDate);
    const kid = parentsKid ?? (isUuid(kidId) ? await findKid(this.db, kidId) : undefined);
    if (!kid) throw notFound(s.kidNotFound);
    const agg = await repo.findLiveAggregate(this.db, { kidId: kid.id, date });
    const day: KidAttendanceDay = agg ? toRecord(agg) : { uuid: null, kidName: kid.kidName, date, userProfileUuid: kid.id, ...emptySections(), createdAt: null, updatedAt: null };
    // A leg not captured says why where it is: "Not at the stop", absent, the office's correction (0242).
    const [withStates] = await this.withLegStates([day]);
    return withStates!;
  }

  /**
   * The day of several kids at once, for a caller already allowed to see them (the run sheet,
   * docs/decisions/0051): a kid without captures gets the empty day. At most a route's kids.
   */
  async daysOf(kidList: readonly { id: string; kidName: string }[], date: string): Promise<Map<string, KidAttendanceDay>> {
    const out = new Map<string, KidAttendanceDay>();
    for (const agg of await repo.findLiveAggregatesOfDay(this.db, kidList.map((k) => k.id), date)) out.set(agg.record.kidId, toRecord(agg));
    for (const kid of kidList) {
      if (!out.has(kid.id))
        out.set(kid.id, { uuid: null, kidName: kid.kidName, date, userProfileUuid: kid.id, ...emptySections(), createdAt: null, updatedAt: null, history: [] });
    }
    return out;
  }

  /**
   * PUT /update/{uuid} (admin): the time and location of the sections sent; photos never change
   * here. A section that has no capture cannot be filled this way (400).
   */
  async update(id: string, input: UpdateInput, ctx: RequestContext): Promise<KidAttendanceRecord> {
    if (!isUuid(id)) throw notFound(s.notFound);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const record = await repo.lockRecordById(tx, id);
      if (!record) throw notFound(s.notFound);
      const now = new Date();
      const changes: Record<string, unknown>[] = [];
      for (const key of ATTENDANCE_SECTION_KEYS) {
        const edit = input[key];
        if (!edit) continue;
        const type = ATTENDANCE_TYPE_OF_SECTION[key];
        const before = await repo.findSection(tx, record.id, type);
        if (!before) {
          if (edit.time === undefined && edit.latitude === undefined && edit.longitude === undefined) continue;
          throw badRequest(s.sectionMissing(messages.attendance.screens.sectionTitles[key]));
        }
        const after = { time: edit.time ?? before.time, latitude: edit.latitude ?? before.latitude, longitude: edit.longitude ?? before.longitude };
        const fields = (["time", "latitude", "longitude"] as const).filter((k) => after[k] !== before[k]);
        if (!fields.length) continue;
        await repo.updateSection(tx, record.id, type, { ...after, editedBy: ctx.auth?.userId ?? null, editedAt: now });
        changes.push({
          type,
          section: key,
          fields,
          before: { time: before.time, latitude: before.latitude, longitude: before.longitude },
          after,
        });
      }
      if (!changes.length) return;
      await repo.touchRecord(tx, record.id, now);
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "kid-attendance",
        entityId: record.id,
        details: { kidId: record.kidId, date: record.date, changes },
      });
    });
    const agg = await repo.findLiveAggregate(this.db, { id });
    if (!agg) throw notFound(s.notFound);
    return toRecord(agg);
  }

  /** DELETE /{uuid} (admin): soft delete; the day becomes free for a new record; photos stay stored. */
  async remove(id: string, ctx: RequestContext): Promise<void> {
    if (!isUuid(id)) throw notFound(s.notFound);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const record = await repo.lockRecordById(tx, id);
      if (!record) throw notFound(s.notFound);
      const agg = await repo.findLiveAggregate(tx, { id });
      await repo.softDeleteRecord(tx, id, ctx.auth?.userId ?? null);
      await recordAudit(tx, ctx, {
        action: "delete",
        entity: "kid-attendance",
        entityId: id,
        details: { kidId: record.kidId, date: record.date, types: agg?.sections.map((x) => x.type) ?? [] },
      });
    });
  }

  /**
   * GET /api/files/{id} rule: a capture photo for the kid's father and mother and for the
   * caretakers of the routes that carry the kid now (admins see every file anyway). Photos of a
   * deleted record are admin-only.
   */
  async canViewFile(file: FileRow, auth: AuthContext): Promise<boolean> {
    if (file.ownerType !== ATTENDANCE_FILE_OWNER) return false;
    const record = await repo.findRecordById(this.db, file.ownerId);
    if (!record || record.deletedAt) return false;
    if (isParentRole(auth.role)) return isParentOf(this.db, auth.userId, record.kidId);
    if (auth.role === "caretaker") return this.routeAccess.canStaffSeeKid(auth.userId, record.kidId);
    return false;
  }
}
