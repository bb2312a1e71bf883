import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPageSettles } from "./sw-update";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the service worker waits for the first screen (docs/decisions/0137)", () => {
  it("starts only after the page's load event, then when the browser is idle", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const idle = vi.fn((callback: () => void, _options?: { timeout: number }) => {
      callback();
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    let settled = false;
    const waiting = afterPageSettles(4000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await waiting;
    expect(settled).toBe(true);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 4000 });
  });

  it("does not wait for a load event that has already happened", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    await afterPageSettles();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
