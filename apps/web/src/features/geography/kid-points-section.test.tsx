import { LIVE_API, messages, type KidPoints } from "@app/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MapViewProps } from "../../components/map";
import { apiCalls, mockFetch } from "../../test/app-test-utils";
import { KidPointsSection } from "./kid-points-section";

// Leaflet does not run in jsdom: the map stands in as a list of its markers and a button that
// "clicks" the map at a fixed place.
vi.mock("../../components/map", () => ({
  MapView: ({ markers, onPick, label }: MapViewProps) => (
    <div role="region" aria-label={label}>
      <ul>
        {markers.map((m) => (
          <li key={m.id}>{`${m.kind} ${m.label} ${m.lat},${m.lng}`}</li>
        ))}
      </ul>
      {onPick ? (
        <button type="button" onClick={() => onPick({ lat: 16.301234, lng: 80.441234 })}>
          map-click
        </button>
      ) : null}
    </div>
  ),
}));

const ui = messages.geography.ui;
const uuid = "0b7d2f5e-4a0e-4c43-9b3e-8a1f6f0d2c11";

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <KidPointsSection kidUuid={uuid} kidName="Arjun" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the kid's points on the admin's kid view", () => {
  it("places the home pin by a click on the map, saves it; the institute by typing; the proposal with one button", async () => {
    let points: KidPoints = {
      point: null,
      proposed: { lat: 16.3002, lng: 80.4004, captures: 4 },
      institutes: [{ position: 0, name: "Sri Chaitanya School", point: null }],
    };
    const fetchMock = mockFetch({
      [`GET ${LIVE_API.kidHomePoint(uuid)}`]: () => ({ body: { data: points } }),
      [`PUT ${LIVE_API.kidHomePoint(uuid)}`]: (init) => {
        points = { ...points, point: JSON.parse(String(init.body)) };
        return { body: { data: points } };
      },
      [`DELETE ${LIVE_API.kidHomePoint(uuid)}`]: () => {
        points = { ...points, point: null };
        return { body: { data: points } };
      },
      [`PUT ${LIVE_API.kidInstitutePoint(uuid, 0)}`]: (init) => {
        points = { ...points, institutes: [{ ...points.institutes[0]!, point: JSON.parse(String(init.body)) }] };
        return { body: { data: points } };
      },
    });
    renderSection();
    const homeSection = await screen.findByRole("region", { name: ui.homeTitle });
    const home = within(homeSection);
    expect(home.getByText(ui.noPoint)).toBeInTheDocument();
    // The proposal shows on the map; nothing is placed yet, so Save waits.
    expect(home.getByText(`pin ${ui.proposedPin} 16.3002,80.4004`)).toBeInTheDocument();
    expect(home.getByRole("button", { name: ui.save })).toBeDisabled();

    await userEvent.click(home.getByRole("button", { name: "map-click" }));
    expect(home.getByLabelText(ui.latitude)).toHaveValue("16.301234");
    expect(home.getByLabelText(ui.longitude)).toHaveValue("80.441234");
    expect(home.getByText(`home ${ui.homePin("Arjun")} 16.301234,80.441234`)).toBeInTheDocument();
    await userEvent.click(home.getByRole("button", { name: ui.save }));
    expect(await home.findByText(ui.pointSet("16.301234", "80.441234"))).toBeInTheDocument();

    // The proposal replaces the draft; saving it sends exactly the proposed point.
    await userEvent.click(home.getByRole("button", { name: ui.useProposed(4) }));
    expect(home.getByLabelText(ui.latitude)).toHaveValue("16.3002");
    await userEvent.click(home.getByRole("button", { name: ui.save }));
    expect(await home.findByText(ui.pointSet("16.300200", "80.400400"))).toBeInTheDocument();

    // Keyboard: typed degrees; an impossible latitude is flagged and cannot be saved.
    const school = within(screen.getByRole("region", { name: ui.instituteTitle("Sri Chaitanya School") }));
    await userEvent.type(school.getByLabelText(ui.latitude), "96.5");
    await userEvent.type(school.getByLabelText(ui.longitude), "80.45");
    expect(school.getByText(messages.geography.errors.pointInvalid)).toBeInTheDocument();
    expect(school.getByRole("button", { name: ui.save })).toBeDisabled();
    await userEvent.clear(school.getByLabelText(ui.latitude));
    await userEvent.type(school.getByLabelText(ui.latitude), "16.31");
    await userEvent.click(school.getByRole("button", { name: ui.save }));
    expect(await school.findByText(ui.pointSet("16.310000", "80.450000"))).toBeInTheDocument();

    await userEvent.click(home.getByRole("button", { name: ui.clear }));
    expect(await home.findByText(ui.noPoint)).toBeInTheDocument();

    const writes = apiCalls(fetchMock)
      .filter(([, init]) => init?.method && init.method !== "GET")
      .map(([url, init]) => [init!.method, String(url), init!.body ? JSON.parse(String(init!.body)) : null]);
    expect(writes).toEqual([
      ["PUT", LIVE_API.kidHomePoint(uuid), { lat: 16.301234, lng: 80.441234 }],
      ["PUT", LIVE_API.kidHomePoint(uuid), { lat: 16.3002, lng: 80.4004 }],
      ["PUT", LIVE_API.kidInstitutePoint(uuid, 0), { lat: 16.31, lng: 80.45 }],
      ["DELETE", LIVE_API.kidHomePoint(uuid), null],
    ]);
  });
});
