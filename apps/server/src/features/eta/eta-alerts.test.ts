import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, NOTIFICATION_API, todayInIndia, type NotificationSettings } from "@app/contracts";
import { kids, notificationJobs } from "../../db/schema";
import { etaPromises, runStarts, vehiclePositions } from "../../db/schema-live";
import { addDays } from "../../lib/india-dates";
import { createCapture } from "../../test/attendance-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { indiaInstant } from "./eta.service";

/**
 * The approach alerts (docs/decisions/0263) on the database of this run: the parent's lead time on
 * the notification settings, alerts queued through the outbox from captures and a replayed van
 * track, once per leg, again after a move of more than 5 minutes, "running late" once, none when off.
 */

const today = todayInIndia();
const at = (hhmm: string) => indiaInstant(today, hhmm);
let t: TestApp;
let w: RouteWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const put = (headers: Record<string, string>, payload: object) => t.app.inject({ method: "PUT", url: NOTIFICATION_API.settings, headers, payload });
const settingsOf = async (headers: Record<string, string>) =>
  ((await t.app.inject({ method: "GET", url: NOTIFICATION_API.settings, headers })).json() as { data: NotificationSettings }).data;
const channels = { push: false, email: true, whatsapp: false, sms: false };
const jobsFor = (kidId: string, event: string) =>
  db()
    .select({ key: notificationJobs.eventKey, channel: notificationJobs.channel, payload: notificationJobs.payload, recipient: notificationJobs.recipientUserId })
    .from(notificationJobs)
    .where(and(eq(notificationJobs.kidId, kidId), eq(notificationJobs.event, event)));
const promiseOf = async (kidId: string, leg: string) =>
  (await db().select().from(etaPromises).where(and(eq(etaPromises.kidId, kidId), eq(etaPromises.date, today), eq(etaPromises.leg, leg))))[0];

describe("the parent's lead time on the notification settings", () => {
  it("10 by default; 15 saved and read back; left out, it stays; 7 or text is 400 and changes nothing", async () => {
    expect((await settingsOf(w.as.fatherA)).approachLeadMinutes).toBe(10);
    const saved = await put(w.as.fatherA, { ...channels, approachLeadMinutes: 15 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.approachLeadMinutes).toBe(15);
    expect((await settingsOf(w.as.fatherA)).approachLeadMinutes).toBe(15);
    expect((await put(w.as.fatherA, channels)).statusCode).toBe(200);
    expect((await settingsOf(w.as.fatherA)).approachLeadMinutes).toBe(15);
    for (const bad of [7, "10", -5, 10.5, null]) {
      const res = await put(w.as.fatherA, { ...channels, sms: true, approachLeadMinutes: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ error: messages.eta.server.leadInvalid });
    }
    const after = await settingsOf(w.as.fatherA);
    expect(after.approachLeadMinutes).toBe(15);
    expect(after.channels.sms.enabled).toBe(false);
    expect((await put(w.as.fatherA, { ...channels, approachLeadMinutes: 0 })).json().data.approachLeadMinutes).toBe(0);
  });
});

describe("approach alerts from the run's own history", () => {
  it("told once when the ETA falls to 10 minutes, again after a move of more than 5, late once, and never for a family that turned it off", async () => {
    // Family A turns the alert off (the father did above; the mother too).
    await put(w.as.motherA, { ...channels, approachLeadMinutes: 0 });
    const kidA = w.kidA.kid.uuid;
    const kidB2 = w.kidB2.kid.uuid;
    // Three past weeks on this weekday: kid A picked up at 07:30, kid B2 at 07:45 (route A, in this order).
    for (const weeks of [1, 2, 3]) {
      const date = addDays(today, -7 * weeks);
      await createCapture(t.app, w.admin, kidA, { date, pickupTime: "07:30" });
      await createCapture(t.app, w.admin, kidB2, { date, pickupTime: "07:45" });
    }
    // Today kid A was picked up at 07:30: the run is on.
    await createCapture(t.app, w.admin, kidA, { pickupTime: "07:30" });
    const tick = (hhmm: string) => t.app.approachAlerts.tick(at(hhmm));

    // 07:34: kid B2 is 11 minutes away (15 usual, 4 gone): not yet.
    expect(await tick("07:34")).toBe(0);
    expect(await jobsFor(kidB2, "approaching")).toHaveLength(0);
    // 07:35: 10 minutes: one email to each of family B's parents.
    expect(await tick("07:35")).toBe(2);
    const first = await jobsFor(kidB2, "approaching");
    expect(first.map((j) => j.channel)).toEqual(["email", "email"]);
    expect(first[0]!.payload).toMatchObject({ event: "approaching", kidName: "Kid", minutes: 10, type: "homePickup" });
    const promise = await promiseOf(kidB2, "homePickup");
    expect(promise).toMatchObject({ times: 1, leadMinutes: 10, arrivedAt: null });
    expect(promise!.promisedAt.getTime()).toBe(at("07:45").getTime());
    // The next ticks: the ETA as promised, nothing again.
    expect(await tick("07:36")).toBe(0);
    expect(await tick("07:40")).toBe(0);
    // Kid A's institute drop is near too, but family A turned the alert off.
    expect(await jobsFor(kidA, "approaching")).toHaveLength(0);

    // 07:55, still no pickup: 10 minutes behind the usual 07:45 is not "late" yet, but the due time
    // moved by 10 minutes: told again.
    expect(await tick("07:55")).toBe(2);
    expect(await jobsFor(kidB2, "approaching")).toHaveLength(4);
    expect(await jobsFor(kidB2, "late")).toHaveLength(0);
    // 07:57: 12 minutes behind: "running late", once.
    expect(await tick("07:57")).toBe(2);
    const late = await jobsFor(kidB2, "late");
    expect(late).toHaveLength(2);
    expect(late[0]!.payload).toMatchObject({ event: "late", minutes: 12 });
    expect(await tick("07:58")).toBe(0);
    expect(await jobsFor(kidB2, "late")).toHaveLength(2);
    expect(await jobsFor(kidA, "approaching")).toHaveLength(0);
    expect(await jobsFor(kidA, "late")).toHaveLength(0);

    // The pickup at 07:59 fills the promise's arrival at the next tick.
    await createCapture(t.app, w.admin, kidB2, { pickupTime: "07:59" });
    await tick("08:00");
    expect((await promiseOf(kidB2, "homePickup"))!.arrivedAt!.getTime()).toBe(at("07:59").getTime());
  });
});

describe("approach alerts from a replayed van track on a new route", () => {
  it("the van's distance to the pinned home at the assumed speed: told once at 10 minutes, again only when the ETA moved by more than 5", async () => {
    const kidB = w.kidB.kid.uuid;
    const assignmentId = w.assignmentB.uuid;
    // Kid B's home pinned in Guntur; route B has no history; the caretaker started the run.
    const home = { lat: 16.3067, lng: 80.4365 };
    await db().update(kids).set({ homeLat: home.lat, homeLng: home.lng }).where(eq(kids.id, kidB));
    await db().insert(runStarts).values({ assignmentId, date: today, source: "caretaker", startedAt: at("07:00") });
    // The track: the van drives south towards the home, one fix a minute (km north of the home).
    const track: [string, number][] = [
      ["07:00", 4],
      ["07:01", 3.5],
      ["07:02", 3],
      ["07:03", 2.5],
      ["07:04", 2],
      ["07:05", 1.7],
      ["07:06", 1.7],
      ["07:07", 1.7],
      ["07:08", 1.7],
      ["07:09", 1.7],
      ["07:10", 1.7],
      ["07:11", 1.7],
      ["07:12", 1.7],
    ];
    const told: string[] = [];
    for (const [hhmm, km] of track) {
      await db()
        .insert(vehiclePositions)
        .values({ assignmentId, source: "phone", at: at(hhmm), lat: home.lat + km / 111.2, lng: home.lng, accuracyM: 10 });
      if ((await t.app.approachAlerts.tick(at(hhmm))) > 0) told.push(hhmm);
    }
    // 2 km: 2 × 1.3 / 20 km/h = 7.8 min + 1 at the stop: the first fix within 10 minutes, told at 07:04
    // (due 07:12:48). Stuck at 1.7 km from 07:05, it stays due 6.6 + 1 minutes ahead: the due time
    // moves on a minute a minute and passes 5 minutes' move at 07:11.
    expect(told).toEqual(["07:04", "07:11"]);
    const jobs = await jobsFor(kidB, "approaching");
    expect(jobs).toHaveLength(4);
    expect(new Set(jobs.map((j) => j.key))).toEqual(new Set([`approaching:${kidB}:${today}:homePickup:1`, `approaching:${kidB}:${today}:homePickup:2`]));
    expect((await promiseOf(kidB, "homePickup"))!.times).toBe(2);
  });
});
