import { describe, expect, it } from "vitest";
import { driveMinutes, estimateArrival, haversineKm, indiaMinuteOfDay, medianAndSpread, type EtaInput, type EtaStop } from "./estimate";

// 07:30 India on a fixed day.
const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+05:30`);
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

function stop(kidId: string, over: Partial<EtaStop> = {}): EtaStop {
  return { kidId, leg: "homePickup", point: null, done: false, doneAt: null, usualMinuteOfDay: null, ...over };
}

const route = { estimatedMinutes: 40, distanceKm: 12 };
const step = (medianMinutes: number, spreadMinutes = 1, samples = 6) => ({ medianMinutes, spreadMinutes, samples });

describe("estimateArrival", () => {
  it("from history: the usual steps after the last done stop, less the minutes gone since; a range at least 2 wide", () => {
    const input: EtaInput = {
      stops: [stop("a", { done: true, doneAt: at("07:30") }), stop("b"), stop("c", { usualMinuteOfDay: minuteOf("07:45") })],
      targetIndex: 2,
      vehicle: null,
      now: at("07:33"),
      steps: [step(6), step(8)],
      route,
    };
    const eta = estimateArrival(input)!;
    // 6 + 8 - 3 = 11 minutes, due 07:44, usual 07:45: one minute ahead.
    expect(eta.centerMinutes).toBe(11);
    expect(eta.basis).toBe("history");
    expect(eta.stopsBefore).toBe(1);
    expect(eta.minMinutes).toBeLessThan(11);
    expect(eta.maxMinutes).toBeGreaterThan(11);
    expect(eta.maxMinutes - eta.minMinutes).toBeGreaterThanOrEqual(2);
    expect(eta.minutesBehind).toBe(-1);
  });

  it("carries today's delay: the last stop done 12 minutes after its usual time makes the next stop 12 minutes behind", () => {
    const stops = [stop("a", { done: true, doneAt: at("07:42"), usualMinuteOfDay: minuteOf("07:30") }), stop("b", { usualMinuteOfDay: minuteOf("07:36") })];
    const eta = estimateArrival({ stops, targetIndex: 1, vehicle: null, now: at("07:42"), steps: [step(6)], route })!;
    expect(eta.centerMinutes).toBe(6);
    expect(eta.minutesBehind).toBe(12);
  });

  it("thin history widens the range", () => {
    const base: EtaInput = { stops: [stop("a", { done: true, doneAt: at("07:30") }), stop("b")], targetIndex: 1, vehicle: null, now: at("07:30"), steps: [step(10, 1, 6)], route };
    const rich = estimateArrival(base)!;
    const thin = estimateArrival({ ...base, steps: [step(10, 1, 1)] })!;
    expect(thin.maxMinutes - thin.minMinutes).toBeGreaterThan(rich.maxMinutes - rich.minMinutes);
  });

  it("a new route with no history: the route's estimated time spread over its stops", () => {
    // 40 minutes over 5 stops = 10 minutes a step; two steps from the last done stop.
    const stops = [stop("a", { done: true, doneAt: at("07:30") }), stop("b"), stop("c"), stop("d"), stop("e")];
    const eta = estimateArrival({ stops, targetIndex: 2, vehicle: null, now: at("07:30"), steps: [null, null, null, null], route })!;
    expect(eta.basis).toBe("route");
    expect(eta.centerMinutes).toBe(20);
    expect(eta.minMinutes).toBeLessThanOrEqual(16);
    expect(eta.maxMinutes).toBeGreaterThanOrEqual(24);
  });

  it("a new route with points: the van's straight-line distance at the assumed speed", () => {
    const home = { lat: 16.3067, lng: 80.4365 };
    // About 2 km north of the stop.
    const van = { lat: 16.3247, lng: 80.4365, at: at("07:29") };
    const eta = estimateArrival({ stops: [stop("a", { point: home })], targetIndex: 0, vehicle: van, now: at("07:30"), steps: [], route })!;
    const km = haversineKm(van, home);
    expect(km).toBeGreaterThan(1.9);
    expect(km).toBeLessThan(2.1);
    expect(eta.centerMinutes).toBeCloseTo(driveMinutes(km) + 1, 5);
    expect(eta.basis).toBe("route");
    expect(eta.stopsBefore).toBe(0);
  });

  it("a van's position older than 5 minutes is not used; nothing else known: no ETA", () => {
    const home = { lat: 16.3067, lng: 80.4365 };
    const van = { lat: 16.3247, lng: 80.4365, at: at("07:20") };
    expect(estimateArrival({ stops: [stop("a", { point: home })], targetIndex: 0, vehicle: van, now: at("07:30"), steps: [], route })).toBeNull();
  });

  it("nothing done yet and no van: the stop's usual time of day", () => {
    const eta = estimateArrival({ stops: [stop("a", { usualMinuteOfDay: minuteOf("07:40") })], targetIndex: 0, vehicle: null, now: at("07:30"), steps: [], route })!;
    expect(eta.centerMinutes).toBe(10);
    expect(eta.maxMinutes - eta.minMinutes).toBeGreaterThanOrEqual(2);
  });

  it("a done stop has no ETA", () => {
    expect(estimateArrival({ stops: [stop("a", { done: true, doneAt: at("07:30") })], targetIndex: 0, vehicle: null, now: at("07:31"), steps: [], route })).toBeNull();
  });

  it("more than 30 minutes past what the steps gave: unknown, not '0–2 min' for ever", () => {
    const input: EtaInput = { stops: [stop("a", { done: true, doneAt: at("07:30") }), stop("b")], targetIndex: 1, vehicle: null, now: at("08:07"), steps: [step(6)], route };
    expect(estimateArrival(input)).toBeNull();
    expect(estimateArrival({ ...input, now: at("08:06") })).not.toBeNull();
    // Nothing done and the stop's usual time more than 30 minutes gone: unknown too.
    expect(estimateArrival({ stops: [stop("a", { usualMinuteOfDay: minuteOf("07:00") })], targetIndex: 0, vehicle: null, now: at("07:31"), steps: [], route })).toBeNull();
  });

  it("never below zero when the van is later than the usual steps", () => {
    const eta = estimateArrival({ stops: [stop("a", { done: true, doneAt: at("07:30") }), stop("b")], targetIndex: 1, vehicle: null, now: at("07:50"), steps: [step(6)], route })!;
    expect(eta.minMinutes).toBe(0);
    expect(eta.maxMinutes).toBeGreaterThanOrEqual(2);
  });
});

describe("helpers", () => {
  it("median and half the inter-quartile distance", () => {
    expect(medianAndSpread([6, 7, 8, 9, 20])).toEqual({ median: 8, spread: 1 });
    expect(medianAndSpread([])).toBeNull();
  });

  it("India's minute of the day", () => {
    expect(indiaMinuteOfDay(at("07:45"))).toBe(465);
    expect(indiaMinuteOfDay(new Date("2026-11-23T20:00:00Z"))).toBe(90);
  });
});
