import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTENDANCE_CAPTURE } from "@app/contracts";
import { loadConfig } from "../../config";
import { createServer } from "../../server";
import { captureBody, validCaptureFields } from "../../test/attendance-factories";
import { freshPostgresDatabase, killHard, startChildServer, type RunningServer } from "../../test/child-server";
import { createKid } from "../../test/kid-factories";
import { decryptPushBody, fakeBrowserSubscription, startReceiver, type Receiver } from "../../test/notification-receiver";
import { createAssignment, createRoute } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD } from "../../test/staff-factories";
import { loginAs } from "../../test/test-app";
import { linkedParents } from "../kids/kids.repository";
import * as repo from "./notifications.repository";

/**
 * docs/decisions/0061: the notification jobs of an acknowledged capture survive kill -9 of the
 * server, and after the restart every channel delivers exactly once. The first server runs with
 * NOTIFY_WORKER=off so the kill falls between the capture and any delivery, deterministically.
 */

const onPostgres = process.env.TEST_DB_KIND === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
let dataDir: string;
let databaseUrl: string | undefined;
let drop: () => Promise<void> = async () => {};
let running: RunningServer | null = null;
let rx: Receiver;
const jwtSecret = randomBytes(32).toString("hex");
let caretakerToken: string;
let kidUuid: string;
let fatherMobile: string;
let fatherEmail: string;
const phone = { current: null as ReturnType<typeof fakeBrowserSubscription> | null };

beforeAll(async () => {
  rx = await startReceiver(() => ({ status: 201 }));
  dataDir = mkdtempSync(join(tmpdir(), "kidsride-notify-durability-"));
  if (onPostgres) {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const server = await createServer(loadConfig({ ...baseEnv(), LOG_LEVEL: "silent", NOTIFY_WORKER: "off" }), () => {});
  try {
    const { app, database } = server;
    const { headers } = await adminHeaders(app, database);
    const route = await createRoute(app, headers, { name: "Brodipet Morning" });
    const driver = await createDriver(app, headers);
    const caretaker = await createCaretaker(app, headers, { name: "Kamala" });
    const kid = await createKid(app, headers, { kidName: "Arjun" });
    await createAssignment(app, headers, { route_uuid: route.uuid, kids_uuids: [kid.kid.uuid], driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid });
    caretakerToken = await loginAs(app, caretaker.fields.phoneNumber, STAFF_PASSWORD);
    kidUuid = kid.kid.uuid;
    fatherMobile = kid.fields.parentsDetails.fatherMobile!;
    fatherEmail = kid.fields.parentsDetails.fatherEmail!;
    // The father chose every channel and subscribed a phone; the mother turned everything off.
    const parents = await linkedParents(database.db, kidUuid);
    const father = parents.find((p) => p.relation === "father")!;
    const mother = parents.find((p) => p.relation === "mother")!;
    phone.current = fakeBrowserSubscription(`${rx.origin}/push/${randomUUID()}`);
    await repo.saveSubscription(database.db, { userId: father.account.id, endpoint: phone.current.json.endpoint, ...phone.current.json.keys });
    await repo.saveSettings(database.db, { userId: father.account.id, push: true, email: true, whatsapp: true, sms: true });
    await repo.saveSettings(database.db, { userId: mother.account.id, push: false, email: false, whatsapp: false, sms: false });
  } finally {
    await server.close();
  }
}, 120_000);

afterAll(async () => {
  await killHard(running);
  await rx.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function baseEnv(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: "http://localhost:3000",
    WEB_DIST: "",
    WHATSAPP_TOKEN: "wa",
    WHATSAPP_PHONE_NUMBER_ID: "555",
    WHATSAPP_BASE_URL: `${rx.origin}/wa`,
    MSG91_AUTH_KEY: "k",
    MSG91_TEMPLATE_ID: "t",
    MSG91_BASE_URL: `${rx.origin}/sms`,
    PUSH_ALLOWED_ENDPOINTS: rx.origin,
    NOTIFY_POLL_MS: "100",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

const emails = () => {
  try {
    return readdirSync(join(dataDir, "outbox"))
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(join(dataDir, "outbox", f), "utf8"))
      .filter((m) => m.includes(`To: ${fatherEmail}`) && m.includes("picked up from home"));
  } catch {
    return [];
  }
};
const delivered = () => ({
  push: rx.on("/push/").length,
  whatsapp: rx.on("/wa/").length,
  sms: rx.on("/sms/").length,
  email: emails().length,
});

describe(`notification jobs survive kill -9 and are delivered once after the restart (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("capture (201), SIGKILL before any delivery, restart: push, WhatsApp, SMS and email each arrive exactly once", async () => {
    running = await startChildServer({ ...baseEnv(), NOTIFY_WORKER: "off" });
    const fields = validCaptureFields(kidUuid, { type: "homePickup", pickupTime: "07:41" });
    const body = await captureBody(fields);
    const res = await fetch(`${running.base}${ATTENDANCE_CAPTURE.path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${caretakerToken}`, [ATTENDANCE_CAPTURE.idempotencyHeader]: randomUUID(), ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(res.status, running.output()).toBe(201);
    process.kill(running.child.pid!, "SIGKILL");
    expect((await running.exited).signal).toBe("SIGKILL");
    expect(delivered()).toEqual({ push: 0, whatsapp: 0, sms: 0, email: 0 });

    running = await startChildServer(baseEnv());
    const deadline = Date.now() + 30_000;
    while (Object.values(delivered()).some((n) => n === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // A few more rounds of the worker: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 1000));
    expect(delivered(), running.output()).toEqual({ push: 1, whatsapp: 1, sms: 1, email: 1 });
    const text = "Arjun was picked up from home at 7:41 AM by Kamala (route Brodipet Morning)";
    expect(JSON.parse(decryptPushBody(rx.on("/push/")[0].body, phone.current!)).body).toBe(text);
    expect(JSON.parse(rx.on("/sms/")[0].body.toString()).recipients[0]).toMatchObject({ mobiles: `91${fatherMobile}`, message: text });

    // Killed again and restarted: the sent jobs stay sent.
    process.kill(running.child.pid!, "SIGKILL");
    await running.exited;
    running = await startChildServer(baseEnv());
    await new Promise((r) => setTimeout(r, 1000));
    expect(delivered()).toEqual({ push: 1, whatsapp: 1, sms: 1, email: 1 });
    running.child.kill("SIGTERM");
    await running.exited;
  }, 180_000);
});
