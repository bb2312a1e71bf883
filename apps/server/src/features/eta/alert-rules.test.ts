import { describe, expect, it } from "vitest";
import { decideAlerts, type AlertInput } from "./alert-rules";

const now = new Date("2026-11-23T07:30:00+05:30");
const plus = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const input = (over: Partial<AlertInput>): AlertInput => ({ leadMinutes: 10, centerMinutes: 12, minutesBehind: 0, promise: null, now, ...over });

describe("decideAlerts", () => {
  it("nothing while the van is further than the lead time", () => {
    expect(decideAlerts(input({ centerMinutes: 12 }))).toEqual({ approach: null, late: null });
  });

  it("tells once when the ETA falls to the lead time", () => {
    const first = decideAlerts(input({ centerMinutes: 10 }));
    expect(first.approach).toEqual({ minutes: 10, promisedAt: plus(10), times: 1 });
    // The next tick, the promise recorded and the ETA as promised: nothing again.
    const promise = { promisedAt: plus(10), times: 1, lateToldAt: null };
    expect(decideAlerts(input({ now: plus(1), centerMinutes: 9, promise })).approach).toBeNull();
    // Moved by exactly 5 minutes: still nothing.
    expect(decideAlerts(input({ centerMinutes: 15, promise })).approach).toBeNull();
  });

  it("tells again after the ETA moved by more than 5 minutes, with the new minutes", () => {
    const promise = { promisedAt: plus(10), times: 1, lateToldAt: null };
    expect(decideAlerts(input({ centerMinutes: 16, promise })).approach).toEqual({ minutes: 16, promisedAt: plus(16), times: 2 });
    expect(decideAlerts(input({ centerMinutes: 4, promise })).approach).toEqual({ minutes: 4, promisedAt: plus(4), times: 2 });
  });

  it("running late once when more than 10 minutes behind the usual time", () => {
    expect(decideAlerts(input({ minutesBehind: 10 })).late).toBeNull();
    expect(decideAlerts(input({ minutesBehind: 11 })).late).toEqual({ minutes: 11 });
    expect(decideAlerts(input({ minutesBehind: 14, promise: { promisedAt: plus(10), times: 0, lateToldAt: plus(-1) } })).late).toBeNull();
    expect(decideAlerts(input({ minutesBehind: null })).late).toBeNull();
  });

  it("a late-only record does not count as an approach alert", () => {
    const promise = { promisedAt: plus(30), times: 0, lateToldAt: plus(-1) };
    expect(decideAlerts(input({ centerMinutes: 9, promise })).approach).toEqual({ minutes: 9, promisedAt: plus(9), times: 1 });
  });

  it("off: nothing, not even late", () => {
    expect(decideAlerts(input({ leadMinutes: 0, centerMinutes: 3, minutesBehind: 30 }))).toEqual({ approach: null, late: null });
  });

  it("the lead time chosen decides when: 5, 10, 15", () => {
    expect(decideAlerts(input({ leadMinutes: 5, centerMinutes: 7 })).approach).toBeNull();
    expect(decideAlerts(input({ leadMinutes: 15, centerMinutes: 14.6 })).approach?.minutes).toBe(15);
  });
});
