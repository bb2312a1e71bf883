import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../lib/india-dates";
import { createCapture, sendCapture, validCaptureFields } from "../../test/attendance-factories";
import { yearsAgo } from "../../test/kid-factories";
import { createRouteWorld, type RouteWorld } from "../../test/route-factories";
import { countEveryStatement } from "../../test/statement-counter";
import { createTestApp, type TestApp } from "../../test/test-app";

/** A day a capture may carry (the last 7 days, docs/decisions/0231), the same for every test of the file. */
const DAY = yearsAgo(0, -3);

/**
 * What a capture costs the database (docs/decisions/0208): six statements for a new leg, counted
 * at the driver, BEGIN and COMMIT included: the preflight (key, count, access, names), BEGIN, the
 * writes (record, file, leg), the audit row with the jobs and the answer, the key with the answer,
 * COMMIT (five without a key). A replay is the preflight alone. A change that adds a round trip fails here.
 */

let t: TestApp;
let w: RouteWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createRouteWorld(t);
  // The callers' sessions are read once and then cached: warm them.
  await createCapture(t.app, w.as.caretakerA, w.kidA.kid.uuid, { date: DAY, type: "homePickup" });
  await createCapture(t.app, w.admin, w.kidB.kid.uuid, { date: DAY, type: "homePickup" });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const count = (fn: () => Promise<unknown>) => countEveryStatement(t.database, fn);
const isSessionRead = (text: string) => /from "sessions"/.test(text);

describe("a capture's statements", () => {
  it("a caretaker's new leg of an existing day: six, with the key; its replay: one", async () => {
    const key = randomUUID();
    const fields = validCaptureFields(w.kidA.kid.uuid, { date: DAY, type: "instituteDrop" });
    let status = 0;
    const { texts } = await count(async () => {
      status = (await sendCapture(t.app, w.as.caretakerA, fields, { key })).statusCode;
    });
    expect(status).toBe(201);
    const statements = texts.filter((x) => !isSessionRead(x));
    expect(statements, statements.join("\n")).toHaveLength(6);
    expect(statements.filter((x) => /^(begin|commit)$/i.test(x.trim()))).toHaveLength(2);

    const replay = await count(async () => {
      const res = await sendCapture(t.app, w.as.caretakerA, fields, { key });
      expect(res.headers["idempotent-replayed"]).toBe("true");
    });
    expect(replay.texts.filter((x) => !isSessionRead(x)), replay.texts.join("\n")).toHaveLength(1);
  });

  it("an admin's first leg of a new day, without a key (as the original client sends it): five", async () => {
    const date = addDays(DAY, -1);
    const { texts } = await count(() => createCapture(t.app, w.admin, w.kidB.kid.uuid, { date, type: "homePickup" }));
    const statements = texts.filter((x) => !isSessionRead(x));
    // No key: nothing to store with the answer.
    expect(statements, statements.join("\n")).toHaveLength(5);
  });

  it("a refusal before the transaction (another route's kid: 403) is one statement and writes nothing", async () => {
    const { texts } = await count(async () => {
      const res = await sendCapture(t.app, w.as.caretakerB, validCaptureFields(w.kidA.kid.uuid, { date: DAY, type: "homeDrop" }));
      expect(res.statusCode).toBe(403);
    });
    expect(texts.filter((x) => !isSessionRead(x)), texts.join("\n")).toHaveLength(1);
  });
});
