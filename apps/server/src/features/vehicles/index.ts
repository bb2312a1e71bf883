// What other features may use of vehicles (docs/decisions/0264): never its repository directly.
import { VEHICLE_PAPER_KINDS, type VehiclePaperKind } from "@app/contracts";
import type { Db } from "../../db/client";
import { isUuid } from "../files/files.service";
import * as repo from "./vehicles.repository";

export { newTrackerId } from "./vehicles.service";

/** The live vehicle with this uuid, locked for the caller's transaction (so it cannot be deleted meanwhile), or undefined. */
export function lockAssignableVehicle(tx: Db, uuid: string): Promise<{ id: string; registrationNumber: string } | undefined> {
  return isUuid(uuid) ? repo.lockVehicle(tx, uuid) : Promise.resolve(undefined);
}

/** Registration numbers by vehicle id, for answers that name an assignment's van. */
export function vehicleRegistrations(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  return repo.registrations(db, [...new Set(ids.filter((id): id is string => id !== null))]);
}

export interface VehiclePaperDue {
  uuid: string;
  registrationNumber: string;
  paper: VehiclePaperKind;
  expiresOn: string;
}

const COLUMN: Record<VehiclePaperKind, "permitExpiresOn" | "fitnessExpiresOn" | "insuranceExpiresOn" | "pucExpiresOn"> = {
  permit: "permitExpiresOn",
  fitness: "fitnessExpiresOn",
  insurance: "insuranceExpiresOn",
  puc: "pucExpiresOn",
};

/** Each paper of a live vehicle that expires on or before `until` (YYYY-MM-DD), expired ones included. */
export async function vehiclePapersDue(db: Db, until: string, max: number): Promise<VehiclePaperDue[]> {
  const rows = await repo.papersDue(db, until, max);
  return rows.flatMap((v) =>
    VEHICLE_PAPER_KINDS.flatMap((paper) => {
      const expiresOn = v[COLUMN[paper]];
      return expiresOn && expiresOn <= until ? [{ uuid: v.id, registrationNumber: v.registrationNumber, paper, expiresOn }] : [];
    }),
  );
}
