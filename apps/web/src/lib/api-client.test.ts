import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@app/contracts";
import { apiFetch, clearRevalidationCache } from "./api-client";

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(status === 304 ? null : body, { status, headers });
}

describe("apiFetch revalidation with ETags", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearRevalidationCache();
    localStorage.setItem(STORAGE_KEYS.token, "token-a");
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  const sentTag = (call: number) => new Headers(fetchMock.mock.calls[call][1]!.headers).get("If-None-Match");

  it("sends the kept ETag and reuses the kept answer on 304", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '{"data":[1,2]}', { ETag: 'W/"abc"' }));
    fetchMock.mockResolvedValueOnce(answer(304, ""));
    expect(await apiFetch("/api/list")).toEqual({ data: [1, 2] });
    expect(sentTag(0)).toBeNull();
    expect(await apiFetch("/api/list")).toEqual({ data: [1, 2] });
    expect(sentTag(1)).toBe('W/"abc"');
  });

  it("keeps answers apart per token and never revalidates writes", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '{"n":1}', { ETag: 'W/"one"' }));
    await apiFetch("/api/list");
    localStorage.setItem(STORAGE_KEYS.token, "token-b");
    fetchMock.mockResolvedValueOnce(answer(200, '{"n":2}', { ETag: 'W/"two"' }));
    expect(await apiFetch("/api/list")).toEqual({ n: 2 });
    expect(sentTag(1)).toBeNull();
    fetchMock.mockResolvedValueOnce(answer(200, "{}"));
    await apiFetch("/api/list", { method: "POST", body: {} });
    expect(sentTag(2)).toBeNull();
  });

  it("forgets everything after a 401", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '{"n":1}', { ETag: 'W/"one"' }));
    await apiFetch("/api/list");
    fetchMock.mockResolvedValueOnce(answer(401, '{"error":"Please log in"}'));
    await expect(apiFetch("/api/other", { skipAuthRedirect: true })).rejects.toThrow("Please log in");
    fetchMock.mockResolvedValueOnce(answer(200, '{"n":1}', { ETag: 'W/"one"' }));
    await apiFetch("/api/list");
    expect(sentTag(2)).toBeNull();
  });
});
