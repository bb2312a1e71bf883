import { desc, eq, sql } from "drizzle-orm";
import { messages, type ErasurePreview, type ErasureRequest } from "@app/contracts";
import type { Db } from "../../db/client";
import { erasureRequests } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import type { FileRemovals } from "./file-removals";
import * as fam from "./family.repository";
import type { Family } from "./family.repository";

const s = messages.privacy.server;
type RequestRow = typeof erasureRequests.$inferSelect;

/**
 * A step another feature adds to the erasure (e.g. its own rows about the family's accounts),
 * run inside the erasure's transaction; returns counts for the record of the erasure. `family`
 * holds the kids to erase and the parent accounts to erase, never a parent who stays linked to
 * another kid (docs/decisions/0220).
 */
export type ErasureStep = (tx: Db, family: Family) => Promise<Record<string, number>>;

/**
 * Erasure (docs/decisions/0112, scoped by 0220): a parent asks, an admin previews and confirms; the
 * asking parent's kids and account, and each other parent of those kids with no kid left, are erased
 * in one transaction and the stored files removed after the commit; what stays is the record of
 * the request (ids and counts only), the consent records and the audit log.
 */
export class ErasureService {
  private readonly steps: ErasureStep[] = [];

  constructor(
    private readonly db: Db,
    private readonly removals: FileRemovals,
  ) {}

  addStep(step: ErasureStep): void {
    this.steps.push(step);
  }

  /** Admins see who asked and every kid; a parent sees only the names of their own kids (docs/decisions/0220). */
  private async toDto(rows: RequestRow[], forAdmin: boolean, ownKids: string[] = []): Promise<ErasureRequest[]> {
    const own = new Set(ownKids);
    const names = await fam.userNames(this.db, [...new Set(rows.map((r) => r.requestedBy))]);
    const kidNames = await fam.kidNames(this.db, [...new Set(rows.flatMap((r) => r.kidIds))]);
    return rows.map((r) => ({
      uuid: r.id,
      status: r.status as ErasureRequest["status"],
      requestedAt: r.requestedAt.toISOString(),
      requestedByName: r.status === "pending" && forAdmin ? (names.find((n) => n.id === r.requestedBy)?.name ?? null) : null,
      kidNames:
        r.status === "pending"
          ? r.kidIds
              .filter((id) => forAdmin || own.has(id))
              .map((id) => kidNames.find((k) => k.id === id)?.name)
              .filter((n): n is string => Boolean(n))
          : [],
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      summary: r.summary ?? null,
    }));
  }

  /** What the erasure of `requesterId` removes now: their kids as linked today, scoped (docs/decisions/0220). */
  private async scopeNow(db: Db, requesterId: string) {
    return fam.erasureScope(db, requesterId, await fam.kidsOf(db, requesterId));
  }

  async request(ctx: RequestContext & { auth: AuthContext }): Promise<ErasureRequest> {
    const requester = ctx.auth.userId;
    const row = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const { family } = await this.scopeNow(tx, requester);
      if (!family.kidIds.length) throw badRequest(s.noFamily);
      const pending = await fam.pendingOverlapping(tx, family);
      if (pending) throw conflict(pending.requestedBy === requester ? s.erasurePendingAlready : s.erasurePendingForKid);
      const [saved] = await tx.insert(erasureRequests).values({ requestedBy: requester, kidIds: family.kidIds, parentIds: family.parentIds }).returning();
      await recordAudit(tx, ctx, { action: "create", entity: "erasure-request", entityId: saved.id, details: { kids: family.kidIds.length, parents: family.parentIds.length } });
      return saved;
    });
    return (await this.toDto([row], false, row.kidIds))[0];
  }

  /** Admins: every request, pending first (bounded); a parent: the requests that concern them or their kids. */
  async list(auth: AuthContext): Promise<ErasureRequest[]> {
    if (auth.role === "admin") {
      const rows = await this.db.select().from(erasureRequests).orderBy(sql`${erasureRequests.status} = 'pending' desc`, desc(erasureRequests.requestedAt)).limit(200);
      return this.toDto(rows, true);
    }
    const ownKids = await fam.kidsOf(this.db, auth.userId);
    return this.toDto(await fam.erasureRequestsConcerning(this.db, auth.userId, ownKids), false, ownKids);
  }

  /**
   * The admin's preview of a pending request (docs/decisions/0220): computed exactly as the
   * confirmation will compute it, with names for the admin's dialog.
   */
  async preview(id: string): Promise<ErasurePreview> {
    if (!isUuid(id)) throw notFound(s.erasureNotFound);
    const [current] = await this.db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
    if (!current) throw notFound(s.erasureNotFound);
    if (current.status !== "pending") throw conflict(s.erasureDone);
    const { family, staying } = await this.scopeNow(this.db, current.requestedBy);
    const people = await fam.userNames(this.db, [current.requestedBy, ...family.parentIds, ...staying.map((p) => p.userId)]);
    const kidsNamed = await fam.kidNames(this.db, [...family.kidIds, ...staying.flatMap((p) => p.keeps)]);
    const kidName = (kidId: string) => kidsNamed.find((k) => k.id === kidId)?.name ?? "";
    const person = (userId: string) => {
      const u = people.find((p) => p.id === userId);
      return { name: u?.name ?? "", relation: u?.role ?? "" };
    };
    return {
      uuid: current.id,
      requestedByName: person(current.requestedBy).name,
      kids: family.kidIds.map(kidName).sort(),
      accounts: family.parentIds.map(person),
      staying: staying.map((p) => ({ ...person(p.userId), unlinkedFrom: p.unlinkedFrom.map(kidName).sort(), keeps: p.keeps.map(kidName).sort() })),
      counts: await fam.erasureCounts(this.db, family),
    };
  }

  async confirm(id: string, ctx: RequestContext): Promise<ErasureRequest> {
    if (!isUuid(id)) throw notFound(s.erasureNotFound);
    const { row, paths } = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [current] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for("update");
      if (!current) throw notFound(s.erasureNotFound);
      if (current.status !== "pending") throw conflict(s.erasureDone);
      // Recomputed now with the same scoped rule (a kid added since belongs too; a parent who has
      // gained a kid that stays is only unlinked): docs/decisions/0220.
      const { family } = await this.scopeNow(tx, current.requestedBy);
      const contacts = await fam.accounts(tx, family.parentIds);
      const extra: Record<string, number> = {};
      for (const step of this.steps) Object.assign(extra, await step(tx, family));
      const { counts, paths } = await fam.eraseFamily(
        tx,
        family,
        contacts.map((c) => c.email).filter((e): e is string => Boolean(e)),
        contacts.map((c) => c.mobile).filter((m): m is string => Boolean(m)),
      );
      await this.removals.queue(tx, paths);
      const summary = { ...counts, ...extra };
      const [saved] = await tx
        .update(erasureRequests)
        .set({ status: "completed", confirmedBy: ctx.auth?.userId ?? null, completedAt: new Date(), kidIds: family.kidIds, parentIds: family.parentIds, summary })
        .where(eq(erasureRequests.id, id))
        .returning();
      await recordAudit(tx, ctx, { action: "delete", entity: "family", entityId: id, details: summary });
      return { row: saved, paths };
    });
    await this.removals.flush(paths);
    return (await this.toDto([row], true))[0];
  }
}
