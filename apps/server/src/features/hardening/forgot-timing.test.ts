import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, messages } from "@app/contracts";
import { createTestApp, createUser, type TestApp } from "../../test/test-app";

/** Issue 14: forgot-password answers before any account lookup or mail, known email or not. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const forgot = (email: string) => t.app.inject({ method: "POST", url: API.forgotPasswordLink, payload: { email } });

describe("forgot password timing", () => {
  it("answers first, then mails the link in the background to a known email only", async () => {
    await createUser(t.database, { email: "known@example.com" });
    const known = await forgot("known@example.com");
    // The answer is out and nothing has been written yet: the work that differs comes after it.
    expect(t.outbox("known@example.com")).toHaveLength(0);
    const unknown = await forgot("unknown@example.com");
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ message: messages.auth.forgot.success });
    expect(unknown.body).toBe(known.body);
    await t.app.background.idle();
    expect(t.outbox("known@example.com")).toHaveLength(1);
    expect(t.outbox("unknown@example.com")).toHaveLength(0);
  });

  it("takes about as long for an unknown email as for a known one", async () => {
    await createUser(t.database, { email: "timed@example.com" });
    const time = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      const took = performance.now() - started;
      await t.app.background.idle();
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time("timed@example.com"));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Same statements before the answer either way; a loose bound for a loaded test machine.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(25, median(unknown)));
  });
});
