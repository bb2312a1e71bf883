import { API, LIVE_API, messages, traccarClientSetupUrl, type Vehicle } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeCaretaker } from "../caretakers/caretaker-fixtures";
import { fakeDriver, labelRe } from "../drivers/driver-fixtures";
import { fakeKidRow } from "../kids/kid-fixtures";
import { fakeAssignment, fakeRoute } from "../transport/route-fixtures";

const m = messages.vehicles;

afterEach(() => {
  act(() => notifications.clean());
});

function fakeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    uuid: "veh-1",
    registrationNumber: "AP07TB1234",
    seats: 12,
    permitExpiresOn: "2027-03-31",
    fitnessExpiresOn: null,
    insuranceExpiresOn: "2026-12-01",
    pucExpiresOn: null,
    trackerId: "k3J9_abcDEF-0123456789xyzXYZ_ab",
    assignmentCount: 0,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

const field = (label: string, root: HTMLElement = document.body) => within(root).getByLabelText(labelRe(label)) as HTMLInputElement;
const listAnswer = (rows: Vehicle[]) => ({ status: 200, body: { data: rows, page: { page: 1, pageSize: 20, total: rows.length } } });

async function openScreen(rows: Vehicle[], extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ [`GET ${LIVE_API.vehicles}`]: listAnswer(rows), ...extra });
  const view = renderApp("/admin-dashboard/vehicles", { as: "admin" });
  const form = await screen.findByRole("region", { name: m.addVehicle });
  return { ...view, fetchMock, form };
}

describe("vehicles screen (/admin-dashboard/vehicles)", () => {
  it("checks the form with the contracts' rules before sending, then sends the normalised vehicle", async () => {
    const created = fakeVehicle();
    let sent: unknown;
    const { user, form, fetchMock } = await openScreen([], {
      [`POST ${LIVE_API.vehicles}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 201, body: { data: created } };
      },
    });
    await user.type(field(m.registrationLabel, form), "AP 07");
    await user.type(field(m.seatsLabel, form), "99");
    await user.click(within(form).getByRole("button", { name: m.addVehicle }));
    expect(await within(form).findByText(m.registrationInvalid)).toBeInTheDocument();
    expect(within(form).getByText(m.seatsInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await user.clear(field(m.registrationLabel, form));
    await user.type(field(m.registrationLabel, form), "ap-07 tb 1234");
    await user.clear(field(m.seatsLabel, form));
    await user.type(field(m.seatsLabel, form), "12");
    await user.click(within(form).getByRole("button", { name: m.addVehicle }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({ registrationNumber: "AP07TB1234", seats: 12, permitExpiresOn: null, fitnessExpiresOn: null, insuranceExpiresOn: null, pucExpiresOn: null });
    expect(await screen.findByText(m.createSuccess)).toBeInTheDocument();
  });

  it("lists the vehicles with their papers; the view shows the Traccar Client QR, the server URL and the id, and regenerates the id after a confirmation", async () => {
    const vehicle = fakeVehicle();
    let regenerated = 0;
    const { user } = await openScreen([vehicle], {
      [`POST ${LIVE_API.vehicleTrackerId(vehicle.uuid)}`]: () => {
        regenerated += 1;
        return { status: 200, body: { data: { ...vehicle, trackerId: "NEW_id_0123456789abcdefghijklmnop" } } };
      },
    });
    const table = await screen.findByRole("table", { name: m.title });
    expect(within(table).getByText("AP07TB1234")).toBeInTheDocument();
    expect(within(table).getByText(`${m.insuranceLabel}: 01-12-2026`)).toBeInTheDocument();
    expect(within(table).getByText(`${m.fitnessLabel}: ${m.notRecorded}`)).toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: `${messages.staff.ui.actions.view} AP07TB1234` }));
    const dialog = await screen.findByRole("dialog", { name: `${m.viewVehicle} AP07TB1234` });
    const qr = await within(dialog).findByRole("img", { name: m.trackerQrLabel("AP07TB1234") });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute("data-qr-text", traccarClientSetupUrl(window.location.origin, LIVE_API.tracker, vehicle.trackerId));
    expect(qr.getAttribute("data-qr-text")).toContain("interval=15");
    expect(within(dialog).getByText(`${window.location.origin}${LIVE_API.tracker}`)).toBeInTheDocument();
    expect(within(dialog).getByText(vehicle.trackerId)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: m.regenerateTrackerId }));
    const confirm = await screen.findByRole("dialog", { name: m.regenerateTitle });
    expect(regenerated).toBe(0);
    await user.click(within(confirm).getByRole("button", { name: m.regenerateTrackerId }));
    await waitFor(() => expect(regenerated).toBe(1));
  });

  it("a vehicle named on an assignment cannot be deleted (the confirmation says why); a free one is deleted after confirming", async () => {
    const busy = fakeVehicle({ uuid: "veh-busy", registrationNumber: "AP07TB0001", assignmentCount: 2 });
    const free = fakeVehicle({ uuid: "veh-free", registrationNumber: "AP07TB0002" });
    let deleted: string | undefined;
    const { user } = await openScreen([busy, free], {
      [`DELETE ${LIVE_API.vehicle(free.uuid)}`]: () => {
        deleted = free.uuid;
        return { status: 200, body: { data: { uuid: free.uuid } } };
      },
    });
    const table = await screen.findByRole("table", { name: m.title });
    await user.click(within(table).getByRole("button", { name: `${messages.staff.ui.actions.delete} AP07TB0001` }));
    const blocked = await screen.findByRole("dialog", { name: m.deleteTitle });
    expect(within(blocked).getByText(m.stillAssigned(2))).toBeInTheDocument();
    expect(within(blocked).getByRole("button", { name: m.delete })).toBeDisabled();
    await user.click(within(blocked).getByRole("button", { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: m.deleteTitle })).not.toBeInTheDocument());

    await user.click(within(table).getByRole("button", { name: `${messages.staff.ui.actions.delete} AP07TB0002` }));
    const dialog = await screen.findByRole("dialog", { name: m.deleteTitle });
    await user.click(within(dialog).getByRole("button", { name: m.delete }));
    await waitFor(() => expect(deleted).toBe(free.uuid));
  });
});

describe("the kid-route form's vehicle", () => {
  it("offers the vehicles, sends the chosen one as vehicle_uuid, and the list shows the assignment's registration", async () => {
    let sent: Record<string, unknown> | undefined;
    const route = fakeRoute({ uuid: "route-a", name: "Brodipet Loop" });
    mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [route] },
      [`GET ${API.allKidProfiles}`]: { status: 200, body: { data: { allUserProfiles: [fakeKidRow({ uuid: "kid-1", kidName: "Anvi" })] } } },
      [`GET ${API.allDrivers}`]: { status: 200, body: { data: { allDrivers: [fakeDriver({ uuid: "drv-1", name: "Ravi Kumar" })] } } },
      [`GET ${API.allCaretakers}`]: { status: 200, body: { data: [fakeCaretaker({ uuid: "ct-1", name: "Lakshmi Devi" })] } },
      [`GET ${API.allKidRoutes}`]: { status: 200, body: { data: [fakeAssignment({ vehicleUuid: "veh-9", registrationNumber: "TS09EA0001" })] } },
      [`GET ${LIVE_API.vehicles}`]: listAnswer([fakeVehicle(), fakeVehicle({ uuid: "veh-2", registrationNumber: "22BH1234AA" })]),
      [`POST ${API.createKidRoute}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 201, body: { message: messages.routes.assignments.createSuccess, data: fakeAssignment() } };
      },
    });
    const { user } = renderApp("/admin-dashboard/kidroutes", { as: "admin" });
    const form = await screen.findByRole("region", { name: messages.routes.assignments.ui.formTitle });
    const ui = messages.routes.assignments.ui;
    await waitFor(() => expect(within(field(m.assignmentVehicleLabel, form)).getAllByRole("option").map((o) => o.textContent)).toContain("22BH1234AA"));
    expect(await screen.findByText("TS09EA0001")).toBeInTheDocument();

    await user.selectOptions(field(ui.route, form), "route-a");
    await user.click(field(ui.kids, form));
    await user.click(await screen.findByRole("option", { name: "Anvi" }));
    await user.keyboard("{Escape}");
    await user.selectOptions(field(ui.driver, form), "drv-1");
    await user.selectOptions(field(ui.caretaker, form), "ct-1");
    await user.selectOptions(field(m.assignmentVehicleLabel, form), "veh-2");
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ route_uuid: "route-a", kids_uuids: ["kid-1"], vehicle_uuid: "veh-2" });
  });
});
