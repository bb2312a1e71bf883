import {
  PRIVACY_NOTICE_VERSION,
  messages,
  type ConsentDecision,
  type ConsentEntry,
  type ConsentRequest,
  type ConsentStatus,
  type FamiliesResponse,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { conflict } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import type { FileRow } from "../files/file-store";
import * as repo from "./consent.repository";

/** Stored kind of capture photos (attendance.service PHOTO_KIND) and their owner type. */
const CAPTURE_PHOTO_KIND = "attendancePhoto";
const CAPTURE_OWNER = "kid-attendance";

export const toEntry = (row: repo.ConsentRow): ConsentEntry => ({
  noticeVersion: row.noticeVersion,
  decision: row.decision as ConsentDecision,
  decidedAt: row.decidedAt.toISOString(),
});

/**
 * Parents' consent to the privacy notice (docs/decisions/0110): recorded per notice version,
 * time and account; the latest decision counts; withdrawing is one more decision.
 */
export class ConsentService {
  constructor(
    private readonly db: Db,
    private readonly retentionDays: number,
    readonly noticeVersion: string = PRIVACY_NOTICE_VERSION,
  ) {}

  async status(userId: string): Promise<ConsentStatus> {
    const latest = await repo.latestConsent(this.db, userId);
    const current = latest?.noticeVersion === this.noticeVersion ? latest : undefined;
    return {
      noticeVersion: this.noticeVersion,
      retentionDays: this.retentionDays,
      latest: latest ? toEntry(latest) : null,
      needsDecision: !current,
      consented: current?.decision === "given",
    };
  }

  async decide(input: ConsentRequest, ctx: RequestContext & { auth: AuthContext }): Promise<ConsentStatus> {
    // A decision on a notice the parent did not read (an old page) is refused: read it again.
    if (input.noticeVersion !== this.noticeVersion) throw conflict(messages.privacy.server.staleNotice);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const saved = await repo.insertConsent(tx, { userId: ctx.auth.userId, noticeVersion: input.noticeVersion, decision: input.decision });
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "privacy-consent",
        entityId: saved.id,
        details: { noticeVersion: input.noticeVersion, decision: input.decision },
      });
    });
    return this.status(ctx.auth.userId);
  }

  kidHasConsent(kidId: string): Promise<boolean> {
    return repo.kidHasConsent(this.db, kidId, this.noticeVersion);
  }

  /**
   * The one place that decides who else than admins sees a capture photo: nobody, until a parent
   * of the kid consented to the notice in force. Registered as a gate of GET /api/files/{id}.
   */
  async capturePhotoVisible(file: FileRow): Promise<boolean> {
    if (file.ownerType !== CAPTURE_OWNER && file.kind !== CAPTURE_PHOTO_KIND) return true;
    const kidId = await repo.kidOfAttendance(this.db, file.ownerId);
    return kidId ? this.kidHasConsent(kidId) : false;
  }

  async familiesWithoutConsent(page: number, pageSize: number): Promise<FamiliesResponse> {
    const { rows, total } = await repo.kidsWithoutConsent(this.db, this.noticeVersion, pageSize, (page - 1) * pageSize);
    const parents = await repo.parentsOfKids(
      this.db,
      rows.map((r) => r.id),
    );
    const consents = await repo.consentsOf(this.db, [...new Set(parents.map((p) => p.userId))]);
    const latestOf = new Map<string, repo.ConsentRow>();
    for (const c of consents) latestOf.set(c.userId, c);
    return {
      data: rows.map((kid) => ({
        kidUuid: kid.id,
        kidName: kid.kidName,
        parents: parents
          .filter((p) => p.kidId === kid.id)
          .map((p) => {
            const latest = latestOf.get(p.userId);
            return { name: p.name, relation: p.relation, latest: latest ? toEntry(latest) : null };
          }),
      })),
      page,
      pageSize,
      total,
    };
  }
}
