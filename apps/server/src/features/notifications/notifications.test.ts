import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages, NOTIFICATION_API, todayInIndia, type NotificationDelivery, type NotificationSettings } from "@app/contracts";
import type { Db } from "../../db/client";
import { notificationJobs } from "../../db/schema";
import { addAfternoonRuns, createCapture, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { decryptPushBody, fakeBrowserSubscription, startReceiver, verifyVapid, type Receiver } from "../../test/notification-receiver";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { countStatements } from "../../test/statement-counter";
import { createTestApp, type TestApp } from "../../test/test-app";
import * as repo from "./notifications.repository";

/**
 * Parents' notifications (issue 10; docs/decisions/0060-0062) on the database of this run: jobs
 * written with the capture, one per enabled channel per parent; the worker delivering to a local
 * receiver standing in for the push service, WhatsApp and MSG91; retries, failure, crash recovery.
 */

const today = todayInIndia();
let rx: Receiver;
let t: TestApp;
let w: RouteWorld;

const WA = "/whatsapp";
const SMS = "/msg91";
const PUSH = "/push/";

beforeAll(async () => {
  rx = await startReceiver();
  t = await createTestApp({
    WHATSAPP_TOKEN: "wa-token",
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_BASE_URL: `${rx.origin}${WA}`,
    MSG91_AUTH_KEY: "msg91-key",
    MSG91_TEMPLATE_ID: "tmpl-attendance",
    MSG91_BASE_URL: `${rx.origin}${SMS}`,
    PUSH_ALLOWED_ENDPOINTS: rx.origin,
    NOTIFY_MAX_ATTEMPTS: "3",
    NOTIFY_RETRY_BASE_MS: "150",
    NOTIFY_SEND_TIMEOUT_MS: "3000",
    NOTIFY_POLL_MS: "20",
  });
  w = await createRouteWorld(t);
  // Caretaker A records kid A's afternoon legs too: she rides both runs (docs/decisions/0231).
  await addAfternoonRuns(t, w);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rx.close();
});
beforeEach(() => {
  rx.setResponder(() => ({ status: 201 }));
});

const db = () => t.database.db;
const jobsOf = (eventKey: string) => repo.jobsOfEvent(db(), eventKey);
const req = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const eventOf = (capture: { data: { homePickup: { photoUrl: string | null } | null } }, leg: "homePickup" = "homePickup") => capture.data[leg]!.photoUrl!.split("/").pop()!;
/** Runs the worker until nothing is due now. */
async function drain() {
  for (let i = 0; i < 20 && (await t.app.notificationWorker.runOnce()) > 0; i++);
}
const allOff = { push: false, email: false, whatsapp: false, sms: false };

describe("a capture writes the parents' notification jobs in its own transaction", () => {
  it("defaults: no phone subscribed, so one email job for each parent; nothing else; a replay adds nothing", async () => {
    const key = randomUUID();
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", pickupTime: "07:41" }, { key });
    const jobs = await jobsOf(eventOf(capture));
    expect(jobs.map((j) => j.channel)).toEqual(["email", "email"]);
    expect(jobs.every((j) => j.status === "queued" && j.attempts === 0 && j.kidId === w.kidA.kid.uuid && j.date === today)).toBe(true);
    const replay = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { replace: "true", pickupTime: "07:41" }), { key });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await jobsOf(eventOf(capture))).toHaveLength(2);

    await drain();
    const mails = t.outbox(w.kidA.fields.parentsDetails.fatherEmail!).filter((m) => m.includes("picked up from home"));
    expect(mails).toHaveLength(1);
    const decoded = mails[0].replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(decoded).toContain("Subject: Kid A: picked up from home");
    expect(decoded).toContain("Kid A was picked up from home at 7:41 AM by Caretaker A (route Route A)");
    expect(decoded).toContain(`http://localhost:3000/parent-dashboard/kidprofile?kid=${w.kidA.kid.uuid}&date=${today}`);
    expect((await jobsOf(eventOf(capture))).map((j) => j.status)).toEqual(["sent", "sent"]);
    // Sending again changes nothing: one message per channel per event.
    await drain();
    expect(t.outbox(w.kidA.fields.parentsDetails.fatherEmail!).filter((m) => m.includes("picked up from home"))).toHaveLength(1);
  });

  it("a capture refused (403) writes no job", async () => {
    const before = await db().select().from(notificationJobs);
    const res = await sendCapture(t.app, w.as.caretakerB, validCaptureFields(w.kidA.kid.uuid, { replace: "true", type: "homeDrop" }));
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(notificationJobs)).toHaveLength(before.length);
  });
});

describe("channels per parent account, delivered by the worker", () => {
  it("one job per enabled channel per parent; push (RFC 8291 aes128gcm + VAPID), WhatsApp, SMS and email all arrive with the same text", async () => {
    const fatherPhone = fakeBrowserSubscription(`${rx.origin}${PUSH}father-${randomUUID()}`);
    const motherPhone = fakeBrowserSubscription(`${rx.origin}${PUSH}mother-${randomUUID()}`);
    expect((await req("POST", NOTIFICATION_API.pushSubscriptions, w.as.fatherB, fatherPhone.json)).statusCode).toBe(200);
    const motherSub = await req("POST", NOTIFICATION_API.pushSubscriptions, w.as.motherB, motherPhone.json);
    // The mother keeps the defaults: her phone subscribed, so push and no email.
    expect((motherSub.json() as { data: NotificationSettings }).data).toMatchObject({
      customized: false,
      pushSubscriptions: 1,
      channels: { push: { enabled: true }, email: { enabled: false }, whatsapp: { enabled: false, unavailable: null } },
    });
    const saved = await req("PUT", NOTIFICATION_API.settings, w.as.fatherB, { push: true, email: true, whatsapp: true, sms: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: messages.notifications.settings.saved, data: { customized: true } });

    const capture = await createCapture(t.app, w.as.caretakerB, w.kidB.kid.uuid, { replace: "true", type: "homePickup", pickupTime: "07:41" });
    const jobs = await jobsOf(eventOf(capture));
    const father = w.kidB.fields.parentsDetails;
    const byParent = (name: string) =>
      jobs
        .filter((j) => j.recipientUserId === name)
        .map((j) => j.channel)
        .sort();
    const fatherId = jobs.find((j) => j.channel === "sms")!.recipientUserId;
    const motherId = jobs.find((j) => j.recipientUserId !== fatherId)!.recipientUserId;
    expect(byParent(fatherId)).toEqual(["email", "push", "sms", "whatsapp"]);
    expect(byParent(motherId)).toEqual(["push"]);

    await drain();
    expect((await jobsOf(eventOf(capture))).every((j) => j.status === "sent" && j.attempts === 1 && j.lastError === null)).toBe(true);
    const text = "Kid B was picked up from home at 7:41 AM by Caretaker B (route Route B)";

    // Push: one request per phone, decrypted with the phone's keys; VAPID signed for the push service's origin.
    const { publicKey } = (await req("GET", NOTIFICATION_API.vapidPublicKey, w.as.fatherB)).json() as { publicKey: string };
    for (const phone of [fatherPhone, motherPhone]) {
      const got = rx.received.filter((r) => r.path === new URL(phone.json.endpoint).pathname);
      expect(got).toHaveLength(1);
      expect(got[0].headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", urgency: "high" });
      expect(got[0].headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      const vapid = await verifyVapid(got[0].headers.authorization, rx.origin);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.payload.sub).toBe("mailto:no-reply@gunturkidsride.in");
      expect(vapid.payload.exp! * 1000).toBeGreaterThan(Date.now());
      expect(vapid.payload.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
      const payload = JSON.parse(decryptPushBody(got[0].body, phone)) as { title: string; body: string; url: string; tag: string };
      expect(payload).toEqual({
        title: "Kid B: picked up from home",
        body: text,
        url: `http://localhost:3000/parent-dashboard/kidprofile?kid=${w.kidB.kid.uuid}&date=${today}`,
        tag: eventOf(capture),
      });
    }

    // WhatsApp Cloud API: template message to +91 mobile with the text and the link.
    const wa = rx.on(`${WA}/1234567890/messages`);
    expect(wa).toHaveLength(1);
    expect(wa[0].headers.authorization).toBe("Bearer wa-token");
    const waBody = JSON.parse(wa[0].body.toString()) as { template: { components: { parameters: { text: string }[] }[] } };
    expect(waBody).toMatchObject({ messaging_product: "whatsapp", to: `91${father.fatherMobile}`, type: "template", template: { name: "attendance_update" } });
    expect(waBody.template.components[0].parameters[0].text).toBe(text);

    // MSG91 flow API.
    const sms = rx.on(`${SMS}/api/v5/flow`);
    expect(sms).toHaveLength(1);
    expect(sms[0].headers.authkey).toBe("msg91-key");
    expect(JSON.parse(sms[0].body.toString())).toMatchObject({ template_id: "tmpl-attendance", recipients: [{ mobiles: `91${father.fatherMobile}`, message: text }] });

    expect(t.outbox(father.fatherEmail!).filter((m) => m.includes("Kid B was picked up"))).toHaveLength(1);
    expect(t.outbox(father.motherEmail!).filter((m) => m.includes("Kid B was picked up"))).toHaveLength(0);

    // No Aadhaar, no address in anything sent.
    const sent = [...rx.received.map((r) => r.body.toString()), ...t.outbox(father.fatherEmail!)].join("\n");
    for (const secret of [father.father_aadhar_no, father.mother_aadhar_no, "Arundelpet", "522002", "Brodipet"]) expect(sent).not.toContain(secret);
    for (const job of await jobsOf(eventOf(capture))) expect(JSON.stringify(job.payload)).not.toMatch(/aadhar|address|\d{12}/i);

    // The admin sees every delivery on the record's day.
    const deliveries = await req("GET", NOTIFICATION_API.deliveries(w.kidB.kid.uuid, today), w.admin);
    expect(deliveries.statusCode).toBe(200);
    const list = (deliveries.json() as { data: NotificationDelivery[] }).data.filter((d) => jobs.some((j) => j.id === d.uuid));
    expect(list).toHaveLength(5);
    expect(list.every((d) => d.status === "sent" && d.sentAt && d.event === "captured" && d.type === "homePickup")).toBe(true);
    expect(list.find((d) => d.channel === "sms")).toMatchObject({ recipientRelation: "father", recipientName: father.fatherName });

    await req("PUT", NOTIFICATION_API.settings, w.as.fatherB, allOff);
    await req("DELETE", NOTIFICATION_API.pushSubscriptions, w.as.motherB, { endpoint: motherPhone.json.endpoint });
  });

  it("a failing channel is retried with growing waits, then marked failed with its reason; the others are sent", async () => {
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, { push: false, email: true, whatsapp: false, sms: true });
    rx.setResponder((r) => (r.path.startsWith(SMS) ? { status: 503, body: '{"type":"error","message":"gateway down"}' } : { status: 200 }));
    const before = rx.on(SMS).length;
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", type: "instituteDrop", pickupTime: "08:30" });
    const smsJob = async () => (await jobsOf(eventOf({ data: { homePickup: capture.data.InstituteDrop } }))).find((j) => j.channel === "sms")!;

    const deadline = Date.now() + 10_000;
    while ((await smsJob()).status !== "failed" && Date.now() < deadline) {
      await t.app.notificationWorker.runOnce();
      await new Promise((r) => setTimeout(r, 25));
    }
    const job = await smsJob();
    expect(job).toMatchObject({ status: "failed", attempts: 3, sentAt: null });
    expect(job.lastError).toMatch(/^HTTP 503: .*gateway down/);
    const tries = rx.on(SMS).slice(before);
    expect(tries).toHaveLength(3);
    // Backoff: 150 ms, then 300 ms (doubling).
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(140);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(290);
    // Not retried forever.
    await new Promise((r) => setTimeout(r, 700));
    await drain();
    expect(rx.on(SMS).slice(before)).toHaveLength(3);

    const deliveries = (await req("GET", NOTIFICATION_API.deliveries(w.kidA.kid.uuid, today), w.admin)).json() as { data: NotificationDelivery[] };
    const seen = deliveries.data.filter((d) => d.type === "instituteDrop");
    expect(seen.find((d) => d.channel === "sms")).toMatchObject({ status: "failed", attempts: 3, reason: job.lastError });
    expect(seen.filter((d) => d.channel === "email").every((d) => d.status === "sent")).toBe(true);
  });

  it("a refusal that cannot pass (400) is failed at once, without retries", async () => {
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, { push: false, email: false, whatsapp: true, sms: false });
    rx.setResponder((r) => (r.path.startsWith(WA) ? { status: 400, body: '{"error":{"message":"Template name does not exist"}}' } : { status: 200 }));
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", type: "institutePickup", pickupTime: "13:05" });
    await drain();
    const [job] = (await jobsOf(capture.data.InstitutePickup!.photoUrl!.split("/").pop()!)).filter((j) => j.channel === "whatsapp");
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    expect(job.lastError).toContain("HTTP 400");
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, allOff);
  });

  it("a worker that died mid-send: push and email are sent again (duplicates dropped), WhatsApp and SMS are marked failed, not resent", async () => {
    const phone = fakeBrowserSubscription(`${rx.origin}${PUSH}crash-${randomUUID()}`);
    await drain();
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, allOff);
    await req("POST", NOTIFICATION_API.pushSubscriptions, w.as.fatherA, phone.json);
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, { push: true, email: true, whatsapp: true, sms: true });
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", type: "homeDrop", pickupTime: "17:10" });
    const eventKey = capture.data.homeDrop!.photoUrl!.split("/").pop()!;
    // A worker claims the jobs and dies before recording anything: its 100 ms lease runs out.
    const claimed = await repo.claimDue(db(), 50, 100);
    expect(claimed.filter((j) => j.eventKey === eventKey)).toHaveLength(4);
    await new Promise((r) => setTimeout(r, 200));
    await drain();
    const jobs = await jobsOf(eventKey);
    expect(Object.fromEntries(jobs.map((j) => [j.channel, j.status]))).toEqual({ email: "sent", push: "sent", sms: "failed", whatsapp: "failed" });
    expect(jobs.find((j) => j.channel === "sms")!.lastError).toBe(messages.notifications.server.reasons.interrupted);
    expect(rx.received.filter((r) => r.path === new URL(phone.json.endpoint).pathname)).toHaveLength(1);
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, allOff);
    await req("DELETE", NOTIFICATION_API.pushSubscriptions, w.as.fatherA, { endpoint: phone.json.endpoint });
  });

  it("two workers at once never send the same job twice (claims skip locked rows)", async () => {
    await drain();
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, { push: false, email: false, whatsapp: true, sms: true });
    const mobile = `91${w.kidA.fields.parentsDetails.motherMobile}`;
    const toMother = () => rx.received.filter((r) => r.body.toString().includes(mobile) && r.body.toString().includes("7:06 AM"));
    const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", type: "homePickup", pickupTime: "07:06" });
    await Promise.all([t.app.notificationWorker.runOnce(), t.app.notificationWorker.runOnce(), t.app.notificationWorker.runOnce()]);
    await drain();
    expect(toMother()).toHaveLength(2);
    const jobs = (await jobsOf(eventOf(capture))).filter((j) => j.channel !== "email");
    expect(jobs.map((j) => [j.channel, j.status, j.attempts])).toEqual([
      ["sms", "sent", 1],
      ["whatsapp", "sent", 1],
    ]);
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, allOff);
  });

  it("a round's statements do not grow with its jobs: one claim that reads the recipients, one 'sent' for all (0193, 0203)", async () => {
    await drain();
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, { push: false, email: true, whatsapp: false, sms: false });
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, { push: false, email: true, whatsapp: false, sms: false });
    const legs = [
      ["homePickup", "07:21"],
      ["instituteDrop", "08:21"],
      ["institutePickup", "13:21"],
      ["homeDrop", "17:21"],
    ] as const;
    const events: string[] = [];
    for (const [type, pickupTime] of legs) {
      const capture = await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { replace: "true", type, pickupTime });
      const leg = Object.values(capture.data).find((l) => (l as { time?: string } | null)?.time === pickupTime) as { photoUrl: string };
      events.push(leg.photoUrl.split("/").pop()!);
    }
    const { statements, texts } = await countStatements(db(), () => t.app.notificationWorker.runOnce());
    const jobs = (await Promise.all(events.map(jobsOf))).flat();
    expect(jobs).toHaveLength(8);
    expect(jobs.every((j) => j.status === "sent" && j.attempts === 1 && j.sentAt !== null)).toBe(true);
    // Recovery, the claim with its recipients, sent: 18 statements for these 8 jobs when each job
    // had its own two, 4 when the recipients were read on their own.
    expect(statements, texts.join("\n")).toBeLessThanOrEqual(3);
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, allOff);
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, allOff);
  });

  it("the capture's answer does not wait for the channels: providers that hang do not slow it", async () => {
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, { push: false, email: false, whatsapp: true, sms: true });
    rx.setResponder(() => ({ status: 200, delayMs: 2500 }));
    t.app.notificationWorker.start();
    try {
      const timed = async (type: string, time: string) => {
        const started = performance.now();
        const res = await sendCapture(t.app, w.as.caretakerA, validCaptureFields(w.kidA.kid.uuid, { replace: "true", type, pickupTime: time }));
        expect(res.statusCode).toBe(201);
        return performance.now() - started;
      };
      await timed("homePickup", "07:15");
      // Wait until the worker is inside the hanging sends; captures keep answering at once.
      const deadline = Date.now() + 5000;
      while (!rx.received.some((r) => r.body.toString().includes("7:15 AM")) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(rx.received.some((r) => r.body.toString().includes("7:15 AM"))).toBe(true);
      const during = await timed("instituteDrop", "08:15");
      expect(during).toBeLessThan(1500);
    } finally {
      await t.app.notificationWorker.stop();
    }
    await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, allOff);
  });
});

describe("enqueueAttendanceNotifications (the call for the caretaker's 'not at the stop')", () => {
  it("called in the marking's transaction: jobs commit with it, once per event; rolled back, none", async () => {
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, { push: false, email: true, whatsapp: false, sms: true });
    const eventId = randomUUID();
    await drain();
    const actor = await findUserIdByName("Caretaker A");
    const event = { kind: "absent" as const, eventId, kidId: w.kidA.kid.uuid, date: today, type: "homePickup" as const, time: "07:50", actorUserId: actor };
    const n = await db().transaction(async (tx) => t.app.notifications.enqueueAttendanceNotifications(tx as unknown as Db, event));
    expect(n).toBe(2);
    expect(await db().transaction(async (tx) => t.app.notifications.enqueueAttendanceNotifications(tx as unknown as Db, event))).toBe(0);
    const rolledBack = randomUUID();
    await expect(
      db().transaction(async (tx) => {
        await t.app.notifications.enqueueAttendanceNotifications(tx as unknown as Db, { ...event, eventId: rolledBack });
        throw new Error("the marking failed");
      }),
    ).rejects.toThrow("the marking failed");
    expect(await jobsOf(rolledBack)).toHaveLength(0);

    await drain();
    const text = "Kid A was not at the stop for the home pickup at 7:50 AM, marked by Caretaker A (route Route A)";
    const sms = rx.on(SMS).filter((r) => r.body.toString().includes("not at the stop"));
    expect(sms).toHaveLength(1);
    expect(JSON.parse(sms[0].body.toString()).recipients[0].message).toBe(text);
    const mail = t.outbox(w.kidA.fields.parentsDetails.motherEmail!).find((m) => m.includes("not at the stop"))!;
    expect(mail).toContain("Subject: Kid A: not at the stop");
    const deliveries = (await req("GET", NOTIFICATION_API.deliveries(w.kidA.kid.uuid, today), w.admin)).json() as { data: NotificationDelivery[] };
    expect(deliveries.data.filter((d) => d.event === "absent").map((d) => [d.channel, d.status])).toEqual(
      expect.arrayContaining([
        ["email", "sent"],
        ["sms", "sent"],
      ]),
    );
    await req("PUT", NOTIFICATION_API.settings, w.as.motherA, allOff);
  });
});

async function findUserIdByName(name: string): Promise<string> {
  const { users } = await import("../../db/schema");
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.name, name));
  return row.id;
}

describe("settings, phones and the delivery view: who may, and bad input", () => {
  it("settings and phones are the parents' own: staff and admins get 403, anonymous 401", async () => {
    for (const h of [w.admin, w.as.caretakerA, w.as.driverA]) {
      expect((await req("GET", NOTIFICATION_API.settings, h)).statusCode).toBe(403);
      expect((await req("PUT", NOTIFICATION_API.settings, h, allOff)).statusCode).toBe(403);
    }
    expect((await req("GET", NOTIFICATION_API.settings, {})).statusCode).toBe(401);
    expect((await req("GET", NOTIFICATION_API.deliveries(w.kidA.kid.uuid, today), w.as.fatherA)).statusCode).toBe(403);
    expect((await req("GET", NOTIFICATION_API.deliveries(w.kidA.kid.uuid, today), w.as.caretakerA)).statusCode).toBe(403);
  });

  it("bad input: 400 with a clear message and nothing saved", async () => {
    const before = (await req("GET", NOTIFICATION_API.settings, w.as.fatherA)).json();
    const bad = await req("PUT", NOTIFICATION_API.settings, w.as.fatherA, { push: "yes", email: true, whatsapp: false, sms: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: messages.notifications.server.settingsInvalid });
    const phone = fakeBrowserSubscription("https://evil.example.com/push/1");
    const refused = await req("POST", NOTIFICATION_API.pushSubscriptions, w.as.fatherA, phone.json);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: messages.notifications.server.pushEndpointRefused });
    const internal = await req("POST", NOTIFICATION_API.pushSubscriptions, w.as.fatherA, fakeBrowserSubscription("http://10.0.0.1/x").json);
    expect(internal.statusCode).toBe(400);
    const noKeys = await req("POST", NOTIFICATION_API.pushSubscriptions, w.as.fatherA, { endpoint: `${rx.origin}/push/x`, keys: { p256dh: "short", auth: "x" } });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json()).toEqual({ error: messages.notifications.server.subscriptionInvalid });
    expect((await req("GET", NOTIFICATION_API.deliveries(w.kidA.kid.uuid, "2025-13-40"), w.admin)).statusCode).toBe(400);
    expect((await req("GET", NOTIFICATION_API.deliveries("nope", today), w.admin)).statusCode).toBe(404);
    expect((await req("GET", NOTIFICATION_API.settings, w.as.fatherA)).json()).toEqual(before);
  });

  it("a channel the server does not offer cannot be turned on", async () => {
    const plain = await createTestApp();
    try {
      const world = await createRouteWorld(plain);
      const settings = (await plain.app.inject({ method: "GET", url: NOTIFICATION_API.settings, headers: world.as.fatherA })).json() as { data: NotificationSettings };
      expect(settings.data.channels).toEqual({
        push: { enabled: false, unavailable: null },
        email: { enabled: true, unavailable: null },
        whatsapp: { enabled: false, unavailable: "notConfigured" },
        sms: { enabled: false, unavailable: "notConfigured" },
      });
      const res = await plain.app.inject({ method: "PUT", url: NOTIFICATION_API.settings, headers: world.as.fatherA, payload: { push: false, email: true, whatsapp: true, sms: false } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: messages.notifications.server.channelUnavailable("WhatsApp") });
    } finally {
      await plain.close();
    }
  }, 120_000);
});
