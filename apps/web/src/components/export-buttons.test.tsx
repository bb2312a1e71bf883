import { messages, STORAGE_KEYS } from "@app/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/providers";
import { ExportButtons } from "./export-buttons";

// The page is in Telugu: the export asks for its file in the page's language (docs/decisions/0248).
vi.mock("../i18n/current-language", async (original) => ({ ...(await original<typeof import("../i18n/current-language")>()), currentLanguage: () => "te" }));

describe("ExportButtons", () => {
  it("downloads the list's rows without its paging, with the session's token, in the page's language", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "token-admin");
    const calls: { url: string; headers: Headers }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), headers: new Headers(init?.headers) });
        return new Response("\uFEFFపిల్లల పేరు\r\n", { status: 200, headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="kids-2026-11-28.csv"' } });
      }),
    );
    const created = vi.fn(() => "blob:export");
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    render(
      <AppProviders>
        <ExportButtons path="/api/exports/kids" search="?q=anvi&page=3&pageSize=50" />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole("button", { name: messages.lists.exportCsv }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("/api/exports/kids?q=anvi&format=csv");
    expect(calls[0].headers.get("Authorization")).toBe("Bearer token-admin");
    expect(calls[0].headers.get("Accept-Language")).toBe("te-IN,te;q=0.9");
  });
});
