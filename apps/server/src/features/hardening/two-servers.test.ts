import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, ATTENDANCE_CAPTURE, LOGIN_THROTTLE, todayInIndia } from "@app/contracts";
import { loadConfig } from "../../config";
import { createServer } from "../../server";
import { childDatabase, freePort, killHard, onPostgres, spawnChild, startChildServer, waitHealthy, type ChildHandle, type RunningServer } from "../../test/child-server";
import { captureBody, capturePhoto, validCaptureFields } from "../../test/attendance-factories";
import { createKid } from "../../test/kid-factories";
import { createAssignment, createRoute } from "../../test/route-factories";
import { adminHeaders, createCaretaker, createDriver, STAFF_PASSWORD } from "../../test/staff-factories";

/**
 * Issue 14 "several servers, one database" (docs/decisions/0106): two server processes on one
 * PostgreSQL behind HAProxy. Logins, captures (each sent again as a phone would) and logouts are
 * spread over both; one server is killed with SIGKILL in the middle of the captures. Every
 * acknowledged capture is stored exactly once, every logout holds on both servers, and the login
 * throttle counts across both.
 *
 * Runs in the PostgreSQL pass (TEST_DATABASE_URL). HAProxy comes from Debian (`apt-get install
 * haproxy`, done by .ci/run); without it the test fails and says how to install it.
 */

if (!process.env.TEST_DATABASE_URL && process.env.TEST_DB_KIND !== "postgres") {
  console.warn("NOTE: the two-servers-behind-HAProxy test runs only with TEST_DATABASE_URL (PostgreSQL); skipped in this run.");
}
const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].find(
  (p) => spawnSync(p, ["-v"], { stdio: "ignore" }).status === 0,
);

let dataDir: string;
let databaseUrl = "";
let dropDatabase: () => Promise<void> = async () => {};
const servers: RunningServer[] = [];
let balancer: ChildHandle | undefined;
let lb = "";
const jwtSecret = randomBytes(32).toString("hex");
const aadhaarKey = randomBytes(32).toString("hex");
let adminToken = "";
let caretakerPhone = "";
let kids: string[] = [];

describe.runIf(onPostgres)("two servers behind a load balancer on one PostgreSQL", () => {
  beforeAll(async () => {
    if (!HAPROXY) throw new Error("HAProxy is not installed: `apt-get install -y haproxy` (Debian), as .ci/run does.");
    dataDir = mkdtempSync(join(tmpdir(), "kidsride-two-servers-"));
    const fresh = await childDatabase();
    databaseUrl = fresh.url!;
    dropDatabase = fresh.drop;
    const env = { DATA_DIR: dataDir, JWT_SECRET: jwtSecret, AADHAAR_KEY: aadhaarKey, DATABASE_URL: databaseUrl, PUBLIC_URL: "http://localhost:3000" };

    // The world is set up in this process with the start-up code of main.ts (a third server).
    const setup = await createServer(loadConfig({ ...env, WEB_DIST: "", LOG_LEVEL: "silent" }), () => {});
    try {
      const { app, database } = setup;
      const { admin: adminUser, headers } = await adminHeaders(app, database);
      const route = await createRoute(app, headers, { name: "Shared Route" });
      const driver = await createDriver(app, headers);
      const caretaker = await createCaretaker(app, headers, { name: "Shared Caretaker" });
      const made = [];
      for (const kidName of ["Kid One", "Kid Two", "Kid Three"]) made.push(await createKid(app, headers, { kidName }));
      kids = made.map((k) => k.kid.uuid);
      await createAssignment(app, headers, { route_uuid: route.uuid, kids_uuids: kids, driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid });
      // The caretaker captures all four legs, so she rides the afternoon run too (docs/decisions/0231).
      const evening = await createRoute(app, headers, { name: "Shared Route Evening" });
      await createAssignment(app, headers, { route_uuid: evening.uuid, kids_uuids: kids, driver_uuid: driver.driver.uuid, caretaker_uuid: caretaker.caretaker.uuid, run: "afternoon" });
      caretakerPhone = caretaker.fields.phoneNumber;
      const res = await app.inject({ method: "POST", url: API.login, payload: { identifier: adminUser.email, password: "Secret@123" } });
      adminToken = res.json().token;
    } finally {
      await setup.close();
    }

    // Two servers, started together: migrations wait on each other (advisory lock).
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => startChildServer({ ...env, TRUST_PROXY: "127.0.0.1" }, port)))));

    const lbPort = await freePort();
    const cfg = join(dataDir, "haproxy.cfg");
    writeFileSync(
      cfg,
      [
        "global",
        "  maxconn 200",
        "defaults",
        "  mode http",
        "  timeout connect 1s",
        "  timeout client 30s",
        "  timeout server 30s",
        "  retries 2",
        "  option redispatch",
        "  option forwardfor",
        "frontend web",
        `  bind 127.0.0.1:${lbPort}`,
        "  default_backend app",
        "backend app",
        "  balance roundrobin",
        "  option httpchk GET /api/health",
        ...ports.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check inter 300ms fall 1 rise 1`),
        "",
      ].join("\n"),
    );
    balancer = spawnChild(HAPROXY, ["-db", "-f", cfg], process.env, dataDir);
    lb = `http://127.0.0.1:${lbPort}`;
    await waitHealthy(lb, balancer, "HAProxy");
  }, 180_000);

  afterAll(async () => {
    await killHard(balancer);
    for (const s of servers) await killHard(s);
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (base: string, identifier: string, password: string) =>
    fetch(`${base}${API.login}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ identifier, password }) });
  const me = (base: string, token: string) => fetch(`${base}${API.me}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

  it("shares sessions, revocation and the login throttle, and keeps every acknowledged capture once through a kill -9", async () => {
    // Logins through the balancer land on both servers; each token works on both.
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(lb, caretakerPhone, STAFF_PASSWORD);
      expect(res.status).toBe(200);
      tokens.push(((await res.json()) as { token: string }).token);
    }
    for (const token of tokens) for (const s of servers) expect(await me(s.base, token)).toBe(200);

    // Logouts through the balancer: each is effective on both servers at once.
    for (const token of tokens.slice(0, 2)) {
      const res = await fetch(`${lb}${API.logout}`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    }
    for (const token of tokens.slice(0, 2)) for (const s of servers) expect(await me(s.base, token)).toBe(401);

    // The login throttle counts failures made on either server.
    for (let i = 0; i <= LOGIN_THROTTLE.pair.free; i++) expect((await login(lb, caretakerPhone, "Wrong@123x")).status).toBe(401);
    for (const base of [lb, lb, ...servers.map((s) => s.base)]) expect((await login(base, caretakerPhone, STAFF_PASSWORD)).status).toBe(429);

    // Captures, each sent twice (the phone retries when unsure), spread over both servers by the
    // balancer; server 2 is killed half-way. A capture is acknowledged by its first 201.
    const token = tokens[2];
    const photo = await capturePhoto({ width: 32, height: 24 });
    const legs = { homePickup: "homePickup", instituteDrop: "InstituteDrop", institutePickup: "InstitutePickup", homeDrop: "homeDrop" } as const;
    const jobs = kids.flatMap((kid) => Object.keys(legs).map((type) => ({ key: randomUUID(), fields: validCaptureFields(kid, { type, pickupTime: "08:15" }) })));
    const acknowledged = new Map<string, { uuid: string }>();
    const send = async (job: (typeof jobs)[number]) => {
      const body = await captureBody(job.fields, { photo });
      const headers = { authorization: `Bearer ${token}`, [ATTENDANCE_CAPTURE.idempotencyHeader]: job.key, ...body.headers };
      // Like the phone's queue: retry on no answer or 5xx until the server acknowledges.
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await fetch(`${lb}${ATTENDANCE_CAPTURE.path}`, { method: "POST", headers, body: new Uint8Array(body.payload) }).catch(() => null);
        // The body can be cut off too when the server dies mid-answer: that is no answer either.
        const answer = res && res.status === 201 ? ((await res.json().catch(() => null)) as { data: { uuid: string } } | null) : null;
        if (answer) {
          const earlier = acknowledged.get(job.key);
          if (earlier) expect(answer.data.uuid).toBe(earlier.uuid);
          acknowledged.set(job.key, answer.data);
          return;
        }
        if (res && res.status !== 201 && res.status < 500) throw new Error(`capture refused: ${res.status} ${await res.text()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error("capture never acknowledged");
    };
    let sent = 0;
    const killer = (async () => {
      while (sent < jobs.length / 2) await new Promise((r) => setTimeout(r, 20));
      await killHard(servers[1]);
    })();
    await Promise.all(
      [0, 1, 2].map(async (lane) => {
        for (let i = lane; i < jobs.length; i += 3) {
          await send(jobs[i]);
          sent += 1;
          await send(jobs[i]); // the replay
        }
      }),
    );
    await killer;
    expect(servers[1].child.signalCode).toBe("SIGKILL");
    expect(acknowledged.size).toBe(jobs.length);

    // Every acknowledged capture is there exactly once, as acknowledged.
    const all = await fetch(`${lb}${API.allKidAttendance}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(all.status).toBe(200);
    const records = ((await all.json()) as { data: Record<string, unknown>[] }).data.filter((r) => r.date === todayInIndia());
    expect(records).toHaveLength(kids.length);
    for (const record of records) for (const leg of Object.values(legs)) expect(record[leg], `${String(record.kidName)} ${leg}`).not.toBeNull();
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const sections = await c.query("select count(*)::int as n from kid_attendance_sections");
      expect(sections.rows[0].n).toBe(jobs.length);
      const keys = await c.query("select count(*)::int as n from idempotency_keys");
      expect(keys.rows[0].n).toBe(jobs.length);
    } finally {
      await c.end();
    }

    // After the kill the survivor still refuses the logged-out tokens and keeps the others; the
    // throttle only slowed the caretaker down: once the short wait is over, the password works.
    for (const t of tokens.slice(0, 2)) expect(await me(lb, t)).toBe(401);
    expect(await me(lb, tokens[3])).toBe(200);
    // The captures can take less than that wait on a fast machine: then the answer says how long.
    let again = await login(lb, caretakerPhone, STAFF_PASSWORD);
    if (again.status === 429) {
      const seconds = Number(again.headers.get("retry-after"));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(2);
      await new Promise((r) => setTimeout(r, seconds * 1000 + 100));
      again = await login(lb, caretakerPhone, STAFF_PASSWORD);
    }
    expect(again.status).toBe(200);
  }, 120_000);
});
