import { randomBytes, randomUUID } from "node:crypto";
import { messages, type Vehicle, type VehicleListQuery, type VehicleRequest } from "@app/contracts";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { pageOf, type Page } from "../../lib/paging";
import { auditChanges, withChanges } from "../audit/audit-changes";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import { isUuid } from "../files/files.service";
import * as repo from "./vehicles.repository";

const t = messages.vehicles;

/**
 * A tracker's identity (docs/decisions/0264): 24 random bytes as base64url, 32 characters a phone's
 * QR scanner and a Traccar server both carry unchanged. Long enough that it cannot be guessed, so
 * it is the only credential a tracker needs.
 */
export function newTrackerId(): string {
  return randomBytes(24).toString("base64url");
}

export function toVehicle({ vehicle, assignmentCount }: repo.VehicleWithCount): Vehicle {
  return {
    uuid: vehicle.id,
    registrationNumber: vehicle.registrationNumber,
    seats: vehicle.seats,
    permitExpiresOn: vehicle.permitExpiresOn,
    fitnessExpiresOn: vehicle.fitnessExpiresOn,
    insuranceExpiresOn: vehicle.insuranceExpiresOn,
    pucExpiresOn: vehicle.pucExpiresOn,
    trackerId: vehicle.trackerId,
    assignmentCount: Number(assignmentCount),
    createdAt: vehicle.createdAt.toISOString(),
    updatedAt: vehicle.updatedAt.toISOString(),
  };
}

const FIELDS = ["registrationNumber", "seats", "permitExpiresOn", "fitnessExpiresOn", "insuranceExpiresOn", "pucExpiresOn"] as const;

/** A race past the registration check ends at the unique index; answer it with the same 409. */
function registrationClashToConflict(registration: string) {
  return (err: unknown): never => {
    const e = err as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined;
    const inner = (e?.code ? e : (e?.cause as typeof e)) ?? {};
    const constraint = inner.constraint ?? inner.constraint_name ?? inner.message ?? "";
    if (inner.code === "23505" && constraint.includes("vehicles_registration_key")) throw conflict(t.registrationTaken(registration));
    throw err;
  };
}

/** The admin's vehicles (docs/decisions/0264). */
export class VehiclesService {
  constructor(private readonly db: Db) {}

  async list(query: VehicleListQuery): Promise<Page<Vehicle>> {
    const { rows, total } = await repo.listVehicles(this.db, query);
    return pageOf(rows.map(toVehicle), total, query);
  }

  async get(id: string): Promise<Vehicle> {
    const row = isUuid(id) ? await repo.findVehicle(this.db, id) : undefined;
    if (!row) throw notFound(t.notFound);
    return toVehicle(row);
  }

  async create(input: VehicleRequest, ctx: RequestContext): Promise<Vehicle> {
    const id = randomUUID();
    await this.db
      .transaction(async (tx_) => {
        const tx = tx_ as unknown as Db;
        if (await repo.findByRegistration(tx, input.registrationNumber)) throw conflict(t.registrationTaken(input.registrationNumber));
        await repo.insertVehicle(tx, { id, ...input, trackerId: newTrackerId(), createdBy: ctx.auth?.userId ?? null });
        await recordAudit(tx, ctx, { action: "create", entity: "vehicle", entityId: id, details: { registrationNumber: input.registrationNumber, seats: input.seats } });
      })
      .catch(registrationClashToConflict(input.registrationNumber));
    return this.get(id);
  }

  /** The whole vehicle is sent each time; the tracker id stays (it changes only on request). */
  async update(id: string, input: VehicleRequest, ctx: RequestContext): Promise<Vehicle> {
    if (!isUuid(id)) throw notFound(t.notFound);
    await this.db
      .transaction(async (tx_) => {
        const tx = tx_ as unknown as Db;
        const current = await repo.lockVehicle(tx, id);
        if (!current) throw notFound(t.notFound);
        if (await repo.findByRegistration(tx, input.registrationNumber, id)) throw conflict(t.registrationTaken(input.registrationNumber));
        const changed = FIELDS.filter((k) => input[k] !== current[k]);
        if (!changed.length) return;
        await repo.updateVehicle(tx, id, input);
        const changes = auditChanges(changed, current, input);
        await recordAudit(tx, ctx, { action: "update", entity: "vehicle", entityId: id, details: withChanges({ fields: changed }, changes) });
      })
      .catch(registrationClashToConflict(input.registrationNumber));
    return this.get(id);
  }

  /** A new tracker id: the old one stops being accepted at once. */
  async regenerateTrackerId(id: string, ctx: RequestContext): Promise<Vehicle> {
    if (!isUuid(id)) throw notFound(t.notFound);
    await this.db.transaction(async (tx_) => {
      const tx = tx_ as unknown as Db;
      const current = await repo.lockVehicle(tx, id);
      if (!current) throw notFound(t.notFound);
      await repo.updateVehicle(tx, id, { trackerId: newTrackerId() });
      // The id itself is a credential: the log says it changed, never what it is.
      await recordAudit(tx, ctx, { action: "update", entity: "vehicle", entityId: id, details: { fields: ["trackerId"], registrationNumber: current.registrationNumber } });
    });
    return this.get(id);
  }

  /** Refused (409) while a kid-route assignment names it; else soft-deleted. */
  async remove(id: string, ctx: RequestContext): Promise<void> {
    if (!isUuid(id)) throw notFound(t.notFound);
    await this.db.transaction(async (tx_) => {
      const tx = tx_ as unknown as Db;
      const current = await repo.lockVehicle(tx, id);
      if (!current) throw notFound(t.notFound);
      const assignments = await repo.countAssignments(tx, id);
      if (assignments > 0) throw conflict(t.stillAssigned(assignments));
      await repo.softDeleteVehicle(tx, id, newTrackerId());
      await recordAudit(tx, ctx, { action: "delete", entity: "vehicle", entityId: id, details: { registrationNumber: current.registrationNumber, soft: true } });
    });
  }
}
