import { useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { FIELD_COPY_HEADER, forgetFreshness, noteAnswer, subscribeServerReached } from "../../lib/field-freshness";
import { OfflineNote, offlineText } from "./offline-note";

// The offline note goes once the phone is back online and has synced (docs/decisions/0242), not at
// the screen's next refresh.
const syncedAt = new Date(Date.now() - 20 * 60_000);
syncedAt.setUTCMilliseconds(0);
const copy = () => new Headers({ [FIELD_COPY_HEADER]: syncedAt.toUTCString() });

/** A screen showing one field call: its first answer is the phone's copy, the next ones fresh. */
function renderScreen(path: string) {
  const fetches = vi.fn((n: number) => noteAnswer(path, n === 1 ? copy() : new Headers()));
  let n = 0;
  function Screen() {
    // Never stale by itself: only the note's own refetch can bring a fresh answer.
    useQuery({
      queryKey: ["field", path],
      queryFn: () => {
        n += 1;
        fetches(n);
        return { ok: true };
      },
      staleTime: Infinity,
    });
    return <OfflineNote paths={[path]} />;
  }
  render(
    <AppProviders>
      <Screen />
    </AppProviders>,
  );
  return fetches;
}

afterEach(() => forgetFreshness());

describe("the offline note", () => {
  it("goes as soon as a fresh answer reaches the server (the capture queue's sync refetching the sheet)", async () => {
    const fetches = renderScreen("/api/absences/date/2026-06-15");
    noteAnswer("/api/v1/run-sheet?day=today", copy());
    expect(await screen.findByText(offlineText(syncedAt.toISOString()))).toBeInTheDocument();
    // The queue synced and the run sheet came back fresh: the absences shown beside it are fetched again.
    act(() => noteAnswer("/api/v1/run-sheet?day=today", new Headers()));
    await waitFor(() => expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument());
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it("goes when the browser is back online", async () => {
    const fetches = renderScreen("/api/v1/run-sheet?day=today");
    expect(await screen.findByText(offlineText(syncedAt.toISOString()))).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.queryByText(/Offline:/)).not.toBeInTheDocument());
    expect(fetches).toHaveBeenCalledTimes(2);
  });

  it("says 'server reached' once per return, never for every fresh answer", () => {
    const reached = vi.fn();
    const stop = subscribeServerReached(reached);
    try {
      noteAnswer("/a", new Headers());
      expect(reached).not.toHaveBeenCalled();
      noteAnswer("/a", copy());
      noteAnswer("/b", copy());
      noteAnswer("/a", new Headers());
      noteAnswer("/c", new Headers());
      expect(reached).toHaveBeenCalledTimes(1);
      // Nothing left shown as a copy: nothing to fetch again.
      noteAnswer("/b", copy());
      forgetFreshness();
      noteAnswer("/b", new Headers());
      expect(reached).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
