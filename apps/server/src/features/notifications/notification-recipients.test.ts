import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pushSubscriptions, users } from "../../db/schema";
import { eq } from "drizzle-orm";
import { type RouteWorld } from "../../test/route-factories";
import { type TestApp } from "../../test/test-app";
import * as repo from "./notifications.repository";
import { useRouteWorld } from "../../test/route-world-hooks";

// The parents to notify come with the event's names in one statement (docs/decisions/0186): the
// same rows, fields and order as parentRecipients reads on its own.
let t: TestApp;
let w: RouteWorld;

useRouteWorld((app, world) => {
  t = app;
  w = world;
});

const parentsOf = async (kidId: string) => (await repo.eventNames(t.database.db, kidId, w.adminUser.id, "homePickup"))!.parents;

describe("eventNames: the parents to notify", () => {
  it("equal parentRecipients: default settings, saved settings, a push subscription, an inactive parent left out", async () => {
    const kid = w.kidA.kid.uuid;
    const [father, mother] = await repo.parentRecipients(t.database.db, kid);
    expect(father && mother).toBeTruthy();
    expect(await parentsOf(kid)).toEqual(await repo.parentRecipients(t.database.db, kid));

    await repo.saveSettings(t.database.db, { userId: father!.userId, push: true, email: false, whatsapp: true, sms: false });
    await t.database.db.insert(pushSubscriptions).values([
      { userId: father!.userId, endpoint: "https://push.example/a", p256dh: "p", auth: "a" },
      { userId: father!.userId, endpoint: "https://push.example/b", p256dh: "p", auth: "a" },
    ]);
    const both = await parentsOf(kid);
    expect(both).toEqual(await repo.parentRecipients(t.database.db, kid));
    expect(both.find((p) => p.userId === father!.userId)).toMatchObject({ subscriptions: 2, settings: { push: true, email: false, whatsapp: true, sms: false } });

    await t.database.db.update(users).set({ status: "inactive" }).where(eq(users.id, mother!.userId));
    expect(await parentsOf(kid)).toEqual(await repo.parentRecipients(t.database.db, kid));
    expect((await parentsOf(kid)).map((p) => p.userId)).toEqual([father!.userId]);
  });
});

describe("claimDueWithContacts: a round's jobs with their recipients (0203)", () => {
  it("claims due jobs as claimDue does and brings findContact's row of each live, active recipient only", async () => {
    // kidB: the test above made kidA's mother inactive.
    const kid = w.kidB.kid.uuid;
    const [father, mother] = await repo.parentRecipients(t.database.db, kid);
    const eventKey = randomUUID();
    const job = (userId: string) => ({ eventKey, event: "captured", type: "homePickup", kidId: kid, date: "2024-01-01", recipientUserId: userId, channel: "email", payload: { kidName: "x" } });
    expect(await repo.insertJobs(t.database.db, [job(father!.userId), job(mother!.userId)])).toBe(2);
    await t.database.db.update(users).set({ status: "inactive" }).where(eq(users.id, mother!.userId));

    const before = Date.now();
    const { jobs, contacts } = await repo.claimDueWithContacts(t.database.db, 50, 60_000);
    const ours = jobs.filter((j) => j.eventKey === eventKey);
    expect(ours.map((j) => j.recipientUserId).sort()).toEqual([father!.userId, mother!.userId].sort());
    for (const j of ours) {
      expect(j).toMatchObject({ status: "sending", attempts: 1, channel: "email", payload: { kidName: "x" }, lastError: null, sentAt: null });
      expect(j.lockedUntil!.getTime()).toBeGreaterThan(before + 50_000);
      expect(j.createdAt).toBeInstanceOf(Date);
    }
    expect(contacts.get(father!.userId)).toEqual(await repo.findContact(t.database.db, father!.userId));
    expect(contacts.has(mother!.userId)).toBe(false);
    // Claimed once: a second claim does not take them again.
    expect((await repo.claimDueWithContacts(t.database.db, 50, 60_000)).jobs.filter((j) => j.eventKey === eventKey)).toEqual([]);
  });
});
