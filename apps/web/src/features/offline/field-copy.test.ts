import { describe, expect, it, vi } from "vitest";
import { markFieldCopy } from "../../../pwa.config";
import { FIELD_COPY_HEADER, forgetFreshness, freshnessOf, noteAnswer } from "../../lib/field-freshness";

describe("the service worker marks the copy it answers from its cache (docs/decisions/0052)", () => {
  it("adds X-Field-Copy-Of with the original answer's Date, keeps status, headers and body", async () => {
    const cached = new Response('{"a":1}', { status: 200, headers: { "Content-Type": "application/json", Date: "Sun, 15 Jun 2025 02:12:00 GMT" } });
    const marked = await markFieldCopy.cachedResponseWillBeUsed({ cachedResponse: cached });
    expect(marked!.headers.get(FIELD_COPY_HEADER)).toBe("Sun, 15 Jun 2025 02:12:00 GMT");
    expect(marked!.headers.get("Content-Type")).toBe("application/json");
    expect(await marked!.json()).toEqual({ a: 1 });
    expect(await markFieldCopy.cachedResponseWillBeUsed({ cachedResponse: undefined })).toBeUndefined();
  });

  it("the app remembers per call whether its last answer was a copy; a fresh answer clears it; the oldest copy wins", () => {
    forgetFreshness();
    noteAnswer("/a", new Headers({ [FIELD_COPY_HEADER]: "Sun, 15 Jun 2025 02:12:00 GMT" }));
    noteAnswer("/b", new Headers({ [FIELD_COPY_HEADER]: "Sun, 15 Jun 2025 01:00:00 GMT" }));
    expect(freshnessOf(["/a"])).toEqual({ fromCache: true, syncedAt: "2025-06-15T02:12:00.000Z" });
    expect(freshnessOf(["/a", "/b"])?.syncedAt).toBe("2025-06-15T01:00:00.000Z");
    noteAnswer("/b", new Headers());
    expect(freshnessOf(["/b"])).toBeNull();
    expect(freshnessOf(["/a", "/b"])?.syncedAt).toBe("2025-06-15T02:12:00.000Z");
    forgetFreshness();
    expect(freshnessOf(["/a"])).toBeNull();
  });

  it("with the browser offline an answer is a copy even unmarked, dated by its server Date", () => {
    forgetFreshness();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      noteAnswer("/c", new Headers({ Date: "Sun, 15 Jun 2025 02:12:00 GMT" }));
      expect(freshnessOf(["/c"])).toEqual({ fromCache: true, syncedAt: "2025-06-15T02:12:00.000Z" });
    } finally {
      online.mockRestore();
      forgetFreshness();
    }
  });
});
