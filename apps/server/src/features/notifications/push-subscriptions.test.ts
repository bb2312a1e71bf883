import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, NOTIFICATION_API } from "@app/contracts";
import { pushSubscriptions } from "../../db/schema";
import { fakeBrowserSubscription } from "../../test/notification-receiver";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../../test/test-app";

/** Who a browser's push endpoint belongs to, and which push addresses are accepted (docs/decisions/0234). */

let t: TestApp;
beforeAll(async () => {
  // The default push hosts (fcm.googleapis.com, …): nothing is sent in these tests.
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function parent(role: "father" | "mother") {
  const user = await createUser(t.database, { role });
  return { user, headers: bearer(await loginAs(t.app, user.email!)) };
}
const subscribe = (headers: Record<string, string>, json: object) =>
  t.app.inject({ method: "POST", url: NOTIFICATION_API.pushSubscriptions, headers, payload: json });
const unsubscribe = (headers: Record<string, string>, endpoint: string) =>
  t.app.inject({ method: "DELETE", url: NOTIFICATION_API.pushSubscriptions, headers, payload: { endpoint } });
const holderOf = async (endpoint: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).map((r) => r.userId);

describe("a push endpoint is never moved silently to another account", () => {
  it("409 for an endpoint another account holds, which keeps it; after that account turns it off, it can be taken", async () => {
    const first = await parent("father");
    const second = await parent("mother");
    const phone = fakeBrowserSubscription("https://fcm.googleapis.com/fcm/send/shared-phone-1");
    expect((await subscribe(first.headers, phone.json)).statusCode).toBe(200);
    // Subscribing again from the same account refreshes its own keys.
    const again = fakeBrowserSubscription(phone.json.endpoint);
    expect((await subscribe(first.headers, again.json)).statusCode).toBe(200);

    const taken = await subscribe(second.headers, fakeBrowserSubscription(phone.json.endpoint).json);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: messages.notifications.server.pushEndpointTaken });
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.json.endpoint));
    expect(row.userId).toBe(first.user.id);
    expect(row.p256dh).toBe(again.json.keys.p256dh);
    // The second account cannot remove it either: its DELETE only touches its own.
    await unsubscribe(second.headers, phone.json.endpoint);
    expect(await holderOf(phone.json.endpoint)).toEqual([first.user.id]);

    expect((await unsubscribe(first.headers, phone.json.endpoint)).statusCode).toBe(200);
    const now = await subscribe(second.headers, phone.json);
    expect(now.statusCode).toBe(200);
    expect(now.json().data.pushSubscriptions).toBe(1);
    expect(await holderOf(phone.json.endpoint)).toEqual([second.user.id]);
  });
});

describe("push endpoints: https on port 443 of a push service only", () => {
  it("refuses another port (or a user name in the address) with 400, saving nothing; 443 written or not is accepted", async () => {
    const p = await parent("father");
    for (const endpoint of [
      "https://fcm.googleapis.com:8443/fcm/send/port-1",
      "https://fcm.googleapis.com:80/fcm/send/port-2",
      "https://updates.push.services.mozilla.com:4443/wpush/v2/port-3",
      "https://user:secret@fcm.googleapis.com/fcm/send/port-4",
    ]) {
      const res = await subscribe(p.headers, fakeBrowserSubscription(endpoint).json);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({ error: messages.notifications.server.pushEndpointRefused });
      expect(await holderOf(endpoint)).toEqual([]);
    }
    expect((await subscribe(p.headers, fakeBrowserSubscription("https://fcm.googleapis.com:443/fcm/send/port-ok-1").json)).statusCode).toBe(200);
    expect((await subscribe(p.headers, fakeBrowserSubscription("https://fcm.googleapis.com/fcm/send/port-ok-2").json)).statusCode).toBe(200);
  });
});
