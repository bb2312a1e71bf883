import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API, messages, type HelpRequest } from "@app/contracts";
import { auditLog } from "../../db/schema";
import { type RouteWorld } from "../../test/route-factories";
import { type TestApp } from "../../test/test-app";
import { useRouteWorld } from "../../test/route-world-hooks";

const hs = messages.day.help;

let t: TestApp;
let w: RouteWorld;

useRouteWorld((app, world) => {
  t = app;
  w = world;
});

async function raise(kidUuid: string, headers: Record<string, string>, reason: string): Promise<HelpRequest> {
  const res = await t.app.inject({ method: "POST", url: API.createHelp, headers, payload: { kidUuid, reason } });
  expect(res.statusCode).toBe(201);
  return res.json().data as HelpRequest;
}
const mine = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: API.myHelp, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as HelpRequest[];
};
const setStatus = (uuid: string, payload: unknown, headers: Record<string, string> = w.admin) => t.app.inject({ method: "PUT", url: API.helpStatus(uuid), headers, payload: payload as object });

describe("help-request status (docs/decisions/0068)", () => {
  it("a new request is open; both parents see their family's requests, newest first; other families do not", async () => {
    const first = await raise(w.kidA.kid.uuid, w.as.fatherA, "The van was late today.");
    expect(first).toMatchObject({ status: "open", statusNote: null, statusUpdatedAt: null });
    const second = await raise(w.kidA.kid.uuid, w.as.motherA, "Please change the pickup point.");
    await raise(w.kidB.kid.uuid, w.as.fatherB, "Family B asks something.");
    expect((await mine(w.as.fatherA)).map((h) => h.uuid)).toEqual([second.uuid, first.uuid]);
    expect((await mine(w.as.motherA)).map((h) => h.uuid)).toEqual([second.uuid, first.uuid]);
    expect((await mine(w.as.fatherB)).map((h) => h.reason)).toEqual(["Family B asks something."]);
    for (const headers of [w.admin, w.as.caretakerA, w.as.driverA]) {
      expect((await t.app.inject({ method: "GET", url: API.myHelp, headers })).statusCode).toBe(403);
    }
  });

  it("the admin sets in progress and resolved with a note the parent sees; audited; the admin list shows it", async () => {
    const help = await raise(w.kidB2.kid.uuid, w.as.motherB, "Kid was dropped at the wrong gate.");
    const res = await setStatus(help.uuid, { status: "in_progress", note: "  We are talking to the caretaker.  " });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(hs.saved);
    expect(res.json().data).toMatchObject({ uuid: help.uuid, status: "in_progress", statusNote: "We are talking to the caretaker." });
    expect(res.json().data.statusUpdatedAt).toEqual(expect.any(String));
    const resolved = await setStatus(help.uuid, { status: "resolved", note: "" });
    expect(resolved.json().data).toMatchObject({ status: "resolved", statusNote: null });
    const seen = (await mine(w.as.fatherB)).find((h) => h.uuid === help.uuid)!;
    expect(seen.status).toBe("resolved");
    const all = (await t.app.inject({ method: "GET", url: API.allHelp, headers: w.admin })).json().data as HelpRequest[];
    expect(all.find((h) => h.uuid === help.uuid)?.status).toBe("resolved");
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "help-request"), eq(auditLog.entityId, help.uuid), eq(auditLog.action, "update")));
    expect(audit.map((a) => (a.details as { status: string }).status)).toEqual(["in_progress", "resolved"]);
  });

  it("bad input is 400 and changes nothing; unknown ids 404; only admins", async () => {
    const help = await raise(w.kidA.kid.uuid, w.as.fatherA, "Another question.");
    const missing = await setStatus(help.uuid, { note: "x" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: hs.statusRequired });
    const wrong = await setStatus(help.uuid, { status: "closed" });
    expect(wrong.json()).toEqual({ error: hs.statusInvalid });
    const long = await setStatus(help.uuid, { status: "resolved", note: "x".repeat(1001) });
    expect(long.json()).toEqual({ error: hs.noteTooLong(1000) });
    expect((await mine(w.as.fatherA)).find((h) => h.uuid === help.uuid)?.status).toBe("open");
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await setStatus(id, { status: "resolved" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: hs.notFound });
    }
    for (const headers of [w.as.fatherA, w.as.caretakerA]) expect((await setStatus(help.uuid, { status: "resolved" }, headers)).statusCode).toBe(403);
    expect((await setStatus(help.uuid, { status: "resolved" }, {})).statusCode).toBe(401);
  });

  it("the admin list filters by status on the server, with paging counting only that status (docs/decisions/0087)", async () => {
    const open = await raise(w.kidA.kid.uuid, w.as.fatherA, "Filter: still open.");
    const working = await raise(w.kidA.kid.uuid, w.as.fatherA, "Filter: being handled.");
    const done = await raise(w.kidB.kid.uuid, w.as.fatherB, "Filter: done.");
    expect((await setStatus(working.uuid, { status: "in_progress" })).statusCode).toBe(200);
    expect((await setStatus(done.uuid, { status: "resolved" })).statusCode).toBe(200);
    const list = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `${API.allHelp}?pageSize=100&q=Filter:${query}`, headers: w.admin });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: HelpRequest[]; page: { total: number } };
    };
    for (const [status, expected] of [
      ["open", open],
      ["in_progress", working],
      ["resolved", done],
    ] as const) {
      const body = await list(`&status=${status}`);
      expect(body.data.map((h) => h.uuid)).toEqual([expected.uuid]);
      expect(body.page.total).toBe(1);
      expect(body.data.every((h) => h.status === status)).toBe(true);
    }
    expect((await list("")).data.map((h) => h.uuid)).toEqual([done.uuid, working.uuid, open.uuid]);
    const bad = await t.app.inject({ method: "GET", url: `${API.allHelp}?status=closed`, headers: w.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: hs.statusInvalid });
  });
});
