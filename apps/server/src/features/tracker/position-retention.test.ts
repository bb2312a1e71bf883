import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { vehiclePositions } from "../../db/schema-live";
import { startHousekeeping } from "../../lib/housekeeping";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addVehicle, clearPositions, positionsOf } from "./tracker-fixtures";

// Positions are kept POSITION_RETENTION_DAYS (default 30), then the hourly housekeeping deletes
// them (docs/decisions/0265).
const DAY = 86_400_000;

let t: TestApp;
let van: { id: string };
beforeAll(async () => {
  t = await createTestApp({ POSITION_RETENTION_DAYS: "7" });
  van = await addVehicle(t.database);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function seed(agesInDays: number[]) {
  await clearPositions(t.database);
  const now = Date.now();
  await t.database.db.insert(vehiclePositions).values(agesInDays.map((age) => ({ vehicleId: van.id, source: "traccar-client", at: new Date(now - age * DAY), lat: 16.3, lng: 80.4 })));
}
const agesLeft = async () => (await positionsOf(t.database)).map((p) => Math.round((Date.now() - p.at.getTime()) / DAY));

describe("position retention", () => {
  it("POSITION_RETENTION_DAYS defaults to 30 and refuses what is not a number of days", () => {
    expect(loadConfig({}).positionRetentionDays).toBe(30);
    expect(loadConfig({ POSITION_RETENTION_DAYS: "90" }).positionRetentionDays).toBe(90);
    for (const bad of ["0", "thirty", "-1", "4000"]) expect(() => loadConfig({ POSITION_RETENTION_DAYS: bad })).toThrow(ConfigError);
  });

  it("the housekeeping round deletes the positions older than the retention and keeps the rest", async () => {
    await seed([40, 8, 7.01, 6.9, 1, 0]);
    const stop = startHousekeeping(t.database.db, t.app.files.store, t.app.log, 60 * 60 * 1000, { positions: t.app.tracker });
    await stop();
    expect(await agesLeft()).toEqual([7, 1, 0]);
  });

  it("deletes in batches until none is left", async () => {
    await seed([20, 19, 18, 17, 16, 2]);
    expect(await t.app.tracker.deleteExpired(new Date(), 2)).toBe(5);
    expect(await agesLeft()).toEqual([2]);
  });
});
