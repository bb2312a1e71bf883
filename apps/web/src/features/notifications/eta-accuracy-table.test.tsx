import { LIVE_API, messages, type EtaAccuracy } from "@app/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../test/app-test-utils";
import { EtaAccuracyTable } from "./eta-accuracy-table";

const a = messages.eta.accuracy;

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <EtaAccuracyTable />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const data: EtaAccuracy = {
  from: "2026-10-30",
  to: "2026-11-28",
  routes: [
    { routeUuid: "r1", routeName: "Brodipet Morning", alerts: 4, arrived: 3, kept: 2, share: 0.5 },
    { routeUuid: "r2", routeName: "Arundelpet Evening", alerts: 1, arrived: 1, kept: 1, share: 1 },
  ],
  total: { alerts: 5, arrived: 4, kept: 3, share: 0.6 },
};

describe("ETA accuracy on the Today board (docs/decisions/0263)", () => {
  it("a row per route with alerts, arrived, kept and the share, and the total", async () => {
    mockFetch({ [`GET ${LIVE_API.etaAccuracy}`]: { body: { data } } });
    renderTable();
    const table = await screen.findByRole("table", { name: a.title });
    const row = within(table).getByRole("row", { name: /Brodipet Morning/ });
    expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Brodipet Morning", "4", "3", "2", "50%"]);
    const total = within(table).getByRole("row", { name: new RegExp(a.total) });
    expect(within(total).getAllByRole("cell").map((c) => c.textContent)).toEqual([a.total, "5", "4", "3", "60%"]);
  });

  it("says so when there were no alerts", async () => {
    mockFetch({ [`GET ${LIVE_API.etaAccuracy}`]: { body: { data: { ...data, routes: [], total: { alerts: 0, arrived: 0, kept: 0, share: null } } } } });
    renderTable();
    expect(await screen.findByText(a.empty)).toBeInTheDocument();
  });
});
