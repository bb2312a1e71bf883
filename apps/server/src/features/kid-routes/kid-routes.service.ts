import { randomUUID } from "node:crypto";
import {
  ageInYears,
  messages,
  todayInIndia,
  type CaretakerRouteView,
  type DayRun,
  type DriverRouteView,
  type KidRouteAssignment,
  type KidRouteListQuery,
  type KidRouteRequest,
  type KidRouteView,
  type RouteInfo,
  type RouteKid,
  type RouteStaff,
  type RouteType,
} from "@app/contracts";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { pageOf, type Page } from "../../lib/paging";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import type { FileRow } from "../files/file-store";
import { fileUrl, isUuid, thumbUrl } from "../files/files.service";
import { findKid, findKidOfParent } from "../kids/kid-access";
import type { StaffKidAccessInSql } from "../kids/kids.service";
import { lockRoute } from "../routes/route-lookup";
import { lockAssignableVehicle, vehicleRegistrations } from "../vehicles";
import * as repo from "./kid-routes.repository";

const a = messages.routes.assignments;
const v = messages.routes.views;
const forbiddenError = () => forbidden(messages.auth.serverErrors.forbidden);
const isParentRole = (role: string) => role === "father" || role === "mother";

/** spec §3.11 shape plus the payload-shaped ids (to prefill the edit form). */
export function toAssignment(x: repo.AssignmentAggregate, registrations: Map<string, string> = new Map()): KidRouteAssignment {
  const vehicleId = x.assignment.vehicleId;
  return {
    uuid: x.assignment.id,
    routes: { uuid: x.route.id, name: x.route.name, from: x.route.fromPlace, to: x.route.toPlace },
    driver: { uuid: x.driver.id, name: x.driver.name, status: x.driver.status },
    caretaker: { uuid: x.caretaker.id, name: x.caretaker.name },
    kids: x.kids.map((k) => ({ uuid: k.id, name: k.kidName, status: k.status })),
    route_uuid: x.route.id,
    route_name: x.route.name,
    kids_uuids: x.kids.map((k) => k.id),
    driver_uuid: x.driver.id,
    caretaker_uuid: x.caretaker.id,
    run: x.assignment.run as DayRun,
    vehicleUuid: vehicleId,
    registrationNumber: vehicleId ? (registrations.get(vehicleId) ?? null) : null,
    createdAt: x.assignment.createdAt.toISOString(),
    updatedAt: x.assignment.updatedAt.toISOString(),
  };
}

export function toRouteInfo(route: repo.RouteRow): RouteInfo {
  return {
    uuid: route.id,
    name: route.name,
    from: route.fromPlace,
    to: route.toPlace,
    type: route.type as RouteType,
    distance: Number(route.distance),
    estimatedTime: Number(route.estimatedTime),
    stops: route.stops,
    description: route.description,
    subRoutes: route.subRoutes.map((s) => ({ name: s.name, distance: Number(s.distance), estimatedTime: Number(s.estimatedTime), stops: s.stops })),
  };
}

function toRouteStaff(s: repo.StaffSummary, today: string): RouteStaff {
  return {
    uuid: s.id,
    name: s.name,
    dob: s.dob,
    age: ageInYears(s.dob, today),
    phoneNumber: s.mobile ?? "",
    profilePicture: fileUrl(s.profilePictureId),
    profilePictureThumb: thumbUrl(s.profilePictureId),
  };
}

export function toRouteKid(k: repo.KidSummary, today: string = todayInIndia()): RouteKid {
  return {
    uuid: k.id,
    kidName: k.kidName,
    age: ageInYears(k.dateOfBirth, today),
    gender: k.gender,
    status: k.status,
    kidsImage: fileUrl(k.kidsImageId),
    kidsImageThumb: thumbUrl(k.kidsImageId),
  };
}

function viewBase(x: repo.AssignmentHead, today: string) {
  return { uuid: x.assignment.id, run: x.assignment.run as DayRun, routeInfo: toRouteInfo(x.route), driver: toRouteStaff(x.driver, today), caretaker: toRouteStaff(x.caretaker, today) };
}

/** A 23505 on "a kid sits on a route once" (two requests racing) answers the same 409. */
function kidClashToConflict(err: unknown): never {
  const e = err as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined;
  const inner = (e?.code ? e : (e?.cause as typeof e)) ?? {};
  const constraint = inner.constraint ?? inner.constraint_name ?? inner.message ?? "";
  if (inner.code === "23505" && constraint.includes("route_assignment_kids_route_kid_key")) throw conflict(a.kidAlreadyOnRouteRace);
  throw err;
}

/**
 * Which kids and which staff photos a driver, caretaker or parent may see because of the route
 * assignments (decisions.md §2, §4). Passed to the kid profiles (StaffKidAccess) and registered
 * as a file view rule.
 */
export class RouteAccess implements StaffKidAccessInSql {
  constructor(private readonly db: Db) {}

  /** A driver or caretaker sees the kids on the assignments they work (never parent identity data). */
  canStaffSeeKid(staffUserId: string, kidId: string): Promise<boolean> {
    return isUuid(kidId) ? repo.staffHasKid(this.db, staffUserId, kidId) : Promise.resolve(false);
  }

  /** canStaffSeeKid inside the caller's statement (on `run`'s assignments only when given); the caller checks that kidId is a uuid. */
  staffSeesKidCondition(staffUserId: string, kidId: string, run?: DayRun): SQL {
    return repo.staffHasKidCondition(staffUserId, kidId, run);
  }

  /** Every kid on the assignments of a driver's or caretaker's account. */
  kidIdsOfStaff(staffUserId: string): Promise<string[]> {
    return repo.kidIdsOfStaff(this.db, staffUserId);
  }

  /**
   * GET /api/files/{id}: the profile picture of a driver or caretaker for the parents of a kid on
   * one of their assignments, and for the other staff member of a shared assignment. Nothing else
   * (the kid photos for staff come through canStaffSeeKid in the kid rule; identity documents
   * are never granted by a rule).
   */
  async canViewStaffPhoto(file: FileRow, auth: AuthContext): Promise<boolean> {
    if (file.kind !== "profilePicture" || file.isIdentityDocument) return false;
    const staff = file.ownerType === "driver" ? { driverId: file.ownerId } : file.ownerType === "caretaker" ? { caretakerId: file.ownerId } : null;
    if (!staff) return false;
    if (isParentRole(auth.role)) return repo.parentSeesStaff(this.db, auth.userId, staff);
    if (auth.role === "driver" && "caretakerId" in staff) return repo.staffShareAssignment(this.db, auth.userId, staff);
    if (auth.role === "caretaker" && "driverId" in staff) return repo.staffShareAssignment(this.db, auth.userId, staff);
    return false;
  }
}

/** Spec §7 kid-route assignments and the role views of §3.12 (docs/decisions/0031). */
export class KidRoutesService {
  constructor(private readonly db: Db) {}

  async list(query: KidRouteListQuery): Promise<Page<KidRouteAssignment>> {
    const { rows, total } = await repo.listAssignments(this.db, query);
    const registrations = await vehicleRegistrations(this.db, rows.map((r) => r.assignment.vehicleId));
    return pageOf(
      rows.map((r) => toAssignment(r, registrations)),
      total,
      query,
    );
  }

  private async get(id: string): Promise<KidRouteAssignment> {
    const row = await repo.findAssignment(this.db, id);
    if (!row) throw notFound(a.notFound);
    return toAssignment(row, await vehicleRegistrations(this.db, [row.assignment.vehicleId]));
  }

  /**
   * The rules of an assignment, checked inside the transaction after the route is locked:
   * the route, driver, caretaker and kids exist; a newly chosen driver is active and not deleted, a
   * newly chosen caretaker not deleted, newly added kids active; no kid is on another assignment of
   * the same route.
   */
  private async check(tx: Db, input: KidRouteRequest, current?: repo.AssignmentRow & { kidIds: string[] }) {
    const route = isUuid(input.route_uuid) ? await lockRoute(tx, input.route_uuid) : undefined;
    if (!route) throw notFound(a.routeNotFound);

    const driver = isUuid(input.driver_uuid) ? await repo.lockDriverForAssignment(tx, input.driver_uuid) : undefined;
    if (!driver) throw notFound(a.driverNotFound);
    if (driver.deletedAt) throw conflict(a.driverDeleted(driver.name));
    if (driver.status !== "active" && driver.id !== current?.driverId) throw conflict(a.driverNotActive(driver.name, driver.status));

    const caretaker = isUuid(input.caretaker_uuid) ? await repo.lockCaretakerForAssignment(tx, input.caretaker_uuid) : undefined;
    if (!caretaker) throw notFound(a.caretakerNotFound);
    if (caretaker.deletedAt) throw conflict(a.caretakerDeleted(caretaker.name));

    if (!input.kids_uuids.every(isUuid)) throw notFound(a.kidNotFound);
    const found = await repo.findKids(tx, input.kids_uuids);
    if (found.length !== input.kids_uuids.length) throw notFound(a.kidNotFound);
    const byId = new Map(found.map((k) => [k.id, k]));
    for (const id of input.kids_uuids) {
      const kid = byId.get(id)!;
      if (kid.status !== "active" && !current?.kidIds.includes(id)) throw conflict(a.kidNotActive(kid.kidName, kid.status));
    }
    const clashes = await repo.kidsOnOtherAssignments(tx, route.id, input.kids_uuids, current?.id);
    if (clashes.length) throw conflict(a.kidAlreadyOnRoute(clashes[0].kidName, route.name));
    // One assignment per kid and run (docs/decisions/0065). The kid rows are locked first so two
    // assignments of different routes saved at once cannot both take the same kid for one run.
    await repo.lockKids(tx, input.kids_uuids);
    const run: DayRun = input.run ?? (current?.run as DayRun | undefined) ?? (await this.freeRun(tx, input.kids_uuids));
    const runClashes = await repo.kidsOnRun(tx, run, input.kids_uuids, current?.id);
    if (runClashes.length) throw conflict(messages.day.assignments.kidOnOtherRun(runClashes[0].kidName, run, runClashes[0].routeName));
    // The van (docs/decisions/0264): left out keeps the stored one; a named one is locked so it
    // cannot be deleted while this assignment takes it.
    let vehicleId: string | null = current?.vehicleId ?? null;
    if (input.vehicle_uuid !== undefined) {
      const vehicle = input.vehicle_uuid === null ? undefined : await lockAssignableVehicle(tx, input.vehicle_uuid);
      if (input.vehicle_uuid !== null && !vehicle) throw notFound(messages.vehicles.assignmentVehicleNotFound);
      vehicleId = vehicle?.id ?? null;
    }
    return { route, driver, caretaker, run, vehicleId };
  }

  /**
   * A client that does not send `run` (the spec's payload has none) gets the first run on which
   * none of the kids rides yet, morning first; when both are taken the morning clash is reported.
   */
  private async freeRun(tx: Db, kidIds: string[]): Promise<DayRun> {
    if (!(await repo.kidsOnRun(tx, "morning", kidIds)).length) return "morning";
    if (!(await repo.kidsOnRun(tx, "afternoon", kidIds)).length) return "afternoon";
    return "morning";
  }

  async create(input: KidRouteRequest, ctx: RequestContext): Promise<KidRouteAssignment> {
    const id = randomUUID();
    await this.db
      .transaction(async (t) => {
        const tx = t as unknown as Db;
        const { route, driver, caretaker, run, vehicleId } = await this.check(tx, input);
        await repo.insertAssignment(tx, { id, routeId: route.id, driverId: driver.id, caretakerId: caretaker.id, run, vehicleId, createdBy: ctx.auth?.userId ?? null });
        await repo.replaceAssignmentKids(tx, id, route.id, input.kids_uuids);
        await recordAudit(tx, ctx, {
          action: "create",
          entity: "route-assignment",
          entityId: id,
          details: { routeId: route.id, driverId: driver.id, caretakerId: caretaker.id, kidIds: input.kids_uuids, run, vehicleId },
        });
      })
      .catch(kidClashToConflict);
    return this.get(id);
  }

  /** Every field is sent again (spec §7 PUT /api/update/v1/{uuid}); the kid list replaces the stored one. */
  async update(id: string, input: KidRouteRequest, ctx: RequestContext): Promise<KidRouteAssignment> {
    if (!isUuid(id)) throw notFound(a.notFound);
    const existing = await repo.findAssignment(this.db, id);
    if (!existing) throw notFound(a.notFound);
    await this.db
      .transaction(async (t) => {
        const tx = t as unknown as Db;
        const current = await repo.lockAssignment(tx, id);
        if (!current) throw notFound(a.notFound);
        const kidIdsBefore = existing.kids.map((k) => k.id);
        const { route, driver, caretaker, run, vehicleId } = await this.check(tx, input, { ...current, kidIds: kidIdsBefore });
        const changed = [
          ...(route.id !== current.routeId ? ["route"] : []),
          ...(driver.id !== current.driverId ? ["driver"] : []),
          ...(caretaker.id !== current.caretakerId ? ["caretaker"] : []),
          ...(run !== current.run ? ["run"] : []),
          ...(vehicleId !== current.vehicleId ? ["vehicle"] : []),
          ...(JSON.stringify(kidIdsBefore) !== JSON.stringify(input.kids_uuids) ? ["kids"] : []),
        ];
        if (!changed.length) return;
        await repo.updateAssignment(tx, id, { routeId: route.id, driverId: driver.id, caretakerId: caretaker.id, run, vehicleId });
        await repo.replaceAssignmentKids(tx, id, route.id, input.kids_uuids);
        await recordAudit(tx, ctx, {
          action: "update",
          entity: "route-assignment",
          entityId: id,
          details: {
            fields: changed,
            routeId: route.id,
            driverId: driver.id,
            caretakerId: caretaker.id,
            run,
            vehicleId,
            // What it was, so the log reads "driver: Venkat Rao → Suresh" and "moved Arjun Rao from
            // route 3 to route 5"; ids only, named when read (docs/decisions/0150).
            was: { routeId: current.routeId, driverId: current.driverId, caretakerId: current.caretakerId, run: current.run, vehicleId: current.vehicleId },
            kidIds: input.kids_uuids,
            addedKidIds: input.kids_uuids.filter((k) => !kidIdsBefore.includes(k)),
            removedKidIds: kidIdsBefore.filter((k) => !input.kids_uuids.includes(k)),
          },
        });
      })
      .catch(kidClashToConflict);
    return this.get(id);
  }

  async remove(id: string, ctx: RequestContext): Promise<void> {
    if (!isUuid(id)) throw notFound(a.notFound);
    await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const current = await repo.lockAssignment(tx, id);
      if (!current) throw notFound(a.notFound);
      const before = await repo.findAssignment(tx, id);
      await repo.deleteAssignment(tx, id);
      await recordAudit(tx, ctx, {
        action: "delete",
        entity: "route-assignment",
        entityId: id,
        details: { routeId: current.routeId, driverId: current.driverId, caretakerId: current.caretakerId, kidIds: before?.kids.map((k) => k.id) ?? [] },
      });
    });
  }

  /**
   * GET /api/driver/route/{id}: admins any driver (404 when unknown); a driver only himself, by
   * profile uuid or account uuid (anything else 403, unknown ids included).
   */
  async driverView(id: string, auth: AuthContext): Promise<DriverRouteView[]> {
    const driver = isUuid(id) ? await repo.findLiveDriverByAnyId(this.db, id) : undefined;
    if (auth.role !== "admin" && (!driver || driver.userId !== auth.userId)) throw forbiddenError();
    if (!driver) throw notFound(v.driverNotFound);
    const today = todayInIndia();
    return (await repo.assignmentsOfDriver(this.db, driver.id)).map((x) => ({
      ...viewBase(x, today),
      kids: x.kids.map((k) => k.id),
      kidDetails: x.kids.map((k) => toRouteKid(k, today)),
    }));
  }

  /** GET /api/caretaker/route/{id}: admins any caretaker; a caretaker only herself (profile or account uuid). */
  async caretakerView(id: string, auth: AuthContext): Promise<CaretakerRouteView[]> {
    const caretaker = isUuid(id) ? await repo.findLiveCaretakerByAnyId(this.db, id) : undefined;
    if (auth.role !== "admin" && (!caretaker || caretaker.userId !== auth.userId)) throw forbiddenError();
    if (!caretaker) throw notFound(v.caretakerNotFound);
    const today = todayInIndia();
    return (await repo.assignmentsOfCaretaker(this.db, caretaker.id)).map((x) => ({
      ...viewBase(x, today),
      kids: x.kids.map((k) => toRouteKid(k, today)),
    }));
  }

  /**
   * GET /api/kid/route/{kidUuid}: admins any kid (404 when unknown); a father or mother only their
   * own kids (anything else 403). `kids` holds only this kid: never other families' kids.
   */
  async kidView(id: string, auth: AuthContext): Promise<KidRouteView[]> {
    // A parent's check and the kid row are one query (docs/decisions/0165).
    const kid = !isUuid(id) ? undefined : auth.role === "admin" ? await findKid(this.db, id) : await findKidOfParent(this.db, auth.userId, id);
    if (!kid && auth.role !== "admin") throw forbiddenError();
    if (!kid) throw notFound(v.kidNotFound);
    const today = todayInIndia();
    // Only this kid is shown, so the assignments' other kids are not read.
    const thisKid = [toRouteKid(kid, today)];
    return (await repo.assignmentHeadsOfKid(this.db, kid.id)).map((x) => ({ ...viewBase(x, today), kids: thisKid }));
  }
}
