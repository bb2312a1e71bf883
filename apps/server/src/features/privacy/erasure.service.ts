import { desc, eq, inArray, sql } from "drizzle-orm";
import { messages, type ErasureRequest } from "@app/contracts";
import type { Db } from "../../db/client";
import { erasureRequests, kids, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import type { FileRemovals } from "./file-removals";
import { eraseFamily, familyOf, type Family } from "./family.repository";

const s = messages.privacy.server;
type RequestRow = typeof erasureRequests.$inferSelect;

/**
 * A step another feature adds to the erasure (e.g. its own rows about the family's accounts),
 * run inside the erasure's transaction; returns counts for the record of the erasure.
 */
export type ErasureStep = (tx: Db, family: Family) => Promise<Record<string, number>>;

/**
 * Erasure (docs/decisions/0112): a parent asks, an admin confirms, the family's data is erased
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

  private async toDto(rows: RequestRow[], forAdmin: boolean): Promise<ErasureRequest[]> {
    const userIds = [...new Set(rows.map((r) => r.requestedBy))];
    const kidIds = [...new Set(rows.flatMap((r) => r.kidIds))];
    const names = userIds.length ? await this.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [];
    const kidNames = kidIds.length ? await this.db.select({ id: kids.id, name: kids.kidName }).from(kids).where(inArray(kids.id, kidIds)) : [];
    return rows.map((r) => ({
      uuid: r.id,
      status: r.status as ErasureRequest["status"],
      requestedAt: r.requestedAt.toISOString(),
      requestedByName: r.status === "pending" && forAdmin ? (names.find((n) => n.id === r.requestedBy)?.name ?? null) : null,
      kidNames: r.status === "pending" ? r.kidIds.map((id) => kidNames.find((k) => k.id === id)?.name).filter((n): n is string => Boolean(n)) : [],
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      summary: r.summary ?? null,
    }));
  }

  async request(ctx: RequestContext & { auth: AuthContext }): Promise<ErasureRequest> {
    const family = await familyOf(this.db, ctx.auth.userId);
    if (!family.kidIds.length) throw badRequest(s.noFamily);
    const row = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [pending] = await tx
        .select()
        .from(erasureRequests)
        .where(sql`${erasureRequests.status} = 'pending' and ${erasureRequests.parentIds} ?| array[${sql.join(family.parentIds.map((id) => sql`${id}`), sql`, `)}]::text[]`)
        .limit(1);
      if (pending) throw conflict(s.erasurePendingAlready);
      const [saved] = await tx.insert(erasureRequests).values({ requestedBy: ctx.auth.userId, kidIds: family.kidIds, parentIds: family.parentIds }).returning();
      await recordAudit(tx, ctx, { action: "create", entity: "erasure-request", entityId: saved.id, details: { kids: family.kidIds.length, parents: family.parentIds.length } });
      return saved;
    });
    return (await this.toDto([row], false))[0];
  }

  /** Admins: every request, pending first (bounded); a parent: the requests of their family. */
  async list(auth: AuthContext): Promise<ErasureRequest[]> {
    if (auth.role === "admin") {
      const rows = await this.db.select().from(erasureRequests).orderBy(sql`${erasureRequests.status} = 'pending' desc`, desc(erasureRequests.requestedAt)).limit(200);
      return this.toDto(rows, true);
    }
    const rows = await this.db
      .select()
      .from(erasureRequests)
      .where(sql`${erasureRequests.parentIds} ? ${auth.userId}`)
      .orderBy(desc(erasureRequests.requestedAt))
      .limit(50);
    return this.toDto(rows, false);
  }

  async confirm(id: string, ctx: RequestContext): Promise<ErasureRequest> {
    if (!isUuid(id)) throw notFound(s.erasureNotFound);
    const { row, paths } = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [current] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for("update");
      if (!current) throw notFound(s.erasureNotFound);
      if (current.status !== "pending") throw conflict(s.erasureDone);
      // The family as it is now (a kid added since the request belongs to it too).
      const now = await familyOf(tx, current.requestedBy);
      const family: Family = {
        kidIds: [...new Set([...current.kidIds, ...now.kidIds])],
        parentIds: [...new Set([...current.parentIds, ...now.parentIds])],
      };
      const contacts = await tx.select({ email: users.email, mobile: users.mobile }).from(users).where(inArray(users.id, family.parentIds));
      const extra: Record<string, number> = {};
      for (const step of this.steps) Object.assign(extra, await step(tx, family));
      const { counts, paths } = await eraseFamily(
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
