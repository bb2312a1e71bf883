import { notifications } from "@mantine/notifications";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** 15 June 2025, midday in India. */
export const TEST_NOW = new Date("2025-06-15T06:30:00Z");

/**
 * Every test of the file runs on `now`. Only Date is faked, so user-event and Mantine keep real
 * timers; the toasts of a test are cleared after it, so none is found by the next one.
 */
export function fakeDateForEachTest(now: Date = TEST_NOW) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });
}
