import { LANGUAGE_STORAGE_KEY } from "@app/contracts/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("./load-language", () => ({ loadLanguage: vi.fn(async () => ({})) }));
vi.mock("./current-language", () => ({ applyLanguage: vi.fn() }));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFonts(load: (font: string, text: string) => Promise<unknown>) {
  const fonts = { load: vi.fn(load) };
  Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
  return fonts;
}

describe("prepareLanguage", () => {
  it("fetches the script's regular and bold faces before the first screen (docs/decisions/0153)", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "te");
    const fonts = stubFonts(async () => []);
    const { prepareLanguage } = await import("./boot");
    await prepareLanguage();
    expect(fonts.load.mock.calls).toEqual([
      ["400 16px 'Noto Sans Telugu'", "తెలుగు"],
      ["700 16px 'Noto Sans Telugu'", "తెలుగు"],
    ]);
  });

  it("does not wait more than 1.5 s for a font on a slow line, nor fail when it cannot be fetched", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    vi.useFakeTimers();
    stubFonts(() => new Promise(() => {}));
    const { prepareLanguage } = await import("./boot");
    let done = false;
    const started = prepareLanguage().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_400);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await started;
    expect(done).toBe(true);

    stubFonts(() => Promise.reject(new Error("offline")));
    await expect(prepareLanguage()).resolves.toBeUndefined();
  });

  it("English asks for no font", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    const fonts = stubFonts(async () => []);
    const { prepareLanguage } = await import("./boot");
    await prepareLanguage();
    expect(fonts.load).not.toHaveBeenCalled();
  });
});
