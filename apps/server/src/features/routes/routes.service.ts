import { randomUUID } from "node:crypto";
import { messages, normaliseRouteName, type RouteListQuery, type RouteRequest, type RouteType, type TransportRoute } from "@app/contracts";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { pageOf, type Page } from "../../lib/paging";
import { auditChanges, withChanges } from "../audit/audit-changes";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import * as repo from "./routes.repository";

const t = messages.routes.transport;

/** Spec §3.5 field names; `_id` repeats `uuid` for the original client. */
export function toTransportRoute({ route, assignmentCount }: repo.RouteWithCount): TransportRoute {
  return {
    uuid: route.id,
    _id: route.id,
    name: route.name,
    type: route.type as RouteType,
    distance: Number(route.distance),
    estimatedTime: Number(route.estimatedTime),
    stops: route.stops,
    description: route.description,
    subRoutes: route.subRoutes.map((s) => ({ name: s.name, distance: Number(s.distance), estimatedTime: Number(s.estimatedTime), stops: s.stops })),
    from: route.fromPlace,
    to: route.toPlace,
    assignmentCount: Number(assignmentCount),
    createdAt: route.createdAt.toISOString(),
    updatedAt: route.updatedAt.toISOString(),
  };
}

function columns(input: RouteRequest) {
  return {
    name: input.name,
    type: input.type,
    distance: input.distance,
    estimatedTime: input.estimatedTime,
    stops: input.stops,
    subRoutes: input.subRoutes.map((s) => ({ name: s.name, distance: s.distance, estimatedTime: s.estimatedTime, stops: s.stops })),
    description: input.description,
    fromPlace: input.from,
    toPlace: input.to,
  };
}

/** A race past the name check ends at the unique index; answer it with the same 409. */
function nameClashToConflict(name: string) {
  return (err: unknown): never => {
    const e = err as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined;
    const inner = (e?.code ? e : (e?.cause as typeof e)) ?? {};
    const constraint = inner.constraint ?? inner.constraint_name ?? inner.message ?? "";
    if (inner.code === "23505" && constraint.includes("transport_routes_name_key")) throw conflict(t.nameTaken(name));
    throw err;
  };
}

/** Spec §7 Transport routes (docs/decisions/0030). */
export class TransportRoutesService {
  constructor(private readonly db: Db) {}

  async list(query: RouteListQuery): Promise<Page<TransportRoute>> {
    const { rows, total } = await repo.listRoutes(this.db, query);
    return pageOf(rows.map(toTransportRoute), total, query);
  }

  async get(id: string): Promise<TransportRoute> {
    const row = isUuid(id) ? await repo.findRoute(this.db, id) : undefined;
    if (!row) throw notFound(t.notFound);
    return toTransportRoute(row);
  }

  async create(input: RouteRequest, ctx: RequestContext): Promise<TransportRoute> {
    const id = randomUUID();
    await this.db
      .transaction(async (tx_) => {
        const tx = tx_ as unknown as Db;
        const clash = await repo.findRouteByName(tx, input.name);
        if (clash) throw conflict(t.nameTaken(clash.name));
        await repo.insertRoute(tx, { id, ...columns(input), createdBy: ctx.auth?.userId ?? null });
        await recordAudit(tx, ctx, {
          action: "create",
          entity: "route",
          entityId: id,
          details: { name: input.name, stops: input.stops.length, subRoutes: input.subRoutes.length },
        });
      })
      .catch(nameClashToConflict(input.name));
    return this.get(id);
  }

  /** The whole route is sent each time (spec §7 PUT /api/route/{uuid}); a rename must stay unique. */
  async update(id: string, input: RouteRequest, ctx: RequestContext): Promise<TransportRoute> {
    if (!isUuid(id)) throw notFound(t.notFound);
    await this.db
      .transaction(async (tx_) => {
        const tx = tx_ as unknown as Db;
        const current = await repo.lockRoute(tx, id);
        if (!current) throw notFound(t.notFound);
        const clash = await repo.findRouteByName(tx, input.name, id);
        if (clash) throw conflict(t.nameTaken(clash.name));
        const next = columns(input);
        const before = {
          name: current.name,
          type: current.type,
          distance: Number(current.distance),
          estimatedTime: Number(current.estimatedTime),
          stops: current.stops,
          // Same keys in the same order as `columns`, so an unchanged sub-route is not reported.
          subRoutes: current.subRoutes.map((r) => ({ name: r.name, distance: Number(r.distance), estimatedTime: Number(r.estimatedTime), stops: r.stops })),
          description: current.description,
          fromPlace: current.fromPlace,
          toPlace: current.toPlace,
        };
        const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]));
        if (!changed.length) return;
        await repo.updateRoute(tx, id, next);
        const names: Record<string, string> = { fromPlace: "from", toPlace: "to" };
        const fields = changed.map((k) => names[k] ?? k);
        // Old → new values (docs/decisions/0150): stops and sub-routes read as their names in order.
        const readable = (v: typeof before) => ({
          ...v,
          from: v.fromPlace,
          to: v.toPlace,
          stops: v.stops.join(", "),
          subRoutes: v.subRoutes.map((r) => r.name).join(", "),
        });
        const changes = auditChanges(fields, readable(before), readable({ ...next, distance: Number(next.distance), estimatedTime: Number(next.estimatedTime) }));
        await recordAudit(tx, ctx, { action: "update", entity: "route", entityId: id, details: withChanges({ fields }, changes) });
      })
      .catch(nameClashToConflict(input.name));
    return this.get(id);
  }

  /**
   * DELETE /api/route/delete/{route name}: by name, ignoring case and extra spaces. A route that
   * kid-route assignments still use is refused (409); the assignments must go first.
   */
  async removeByName(rawName: string, ctx: RequestContext): Promise<void> {
    const name = normaliseRouteName(rawName);
    const found = name ? await repo.findRouteByName(this.db, name) : undefined;
    if (!found) throw notFound(t.notFound);
    await this.db.transaction(async (tx_) => {
      const tx = tx_ as unknown as Db;
      const current = await repo.lockRoute(tx, found.id);
      if (!current) throw notFound(t.notFound);
      const assignments = await repo.countAssignments(tx, current.id);
      if (assignments > 0) throw conflict(t.hasAssignments(assignments));
      await repo.softDeleteRoute(tx, current.id);
      await recordAudit(tx, ctx, { action: "delete", entity: "route", entityId: current.id, details: { name: current.name, soft: true } });
    });
  }
}
