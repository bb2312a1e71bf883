import { API, messages, type KidRouteAssignment } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeCaretaker } from "../caretakers/caretaker-fixtures";
import { fakeDriver, labelRe } from "../drivers/driver-fixtures";
import { fakeKidRow } from "../kids/kid-fixtures";
import { fakeAssignment, fakeRoute } from "../transport/route-fixtures";

const a = messages.routes.assignments;
const ui = a.ui;
const empty = messages.common.empty;

afterEach(() => {
  act(() => notifications.clean());
});

const ROUTE_A = fakeRoute({ uuid: "route-a", name: "Brodipet Loop" });
const ROUTE_B = fakeRoute({ uuid: "route-b", name: "Tenali Express" });
const KIDS = [
  fakeKidRow({ uuid: "kid-1", kidName: "Anvi" }),
  fakeKidRow({ uuid: "kid-2", kidName: "Bhavya" }),
  fakeKidRow({ uuid: "kid-3", kidName: "Charan", status: "paused" }),
];
const DRIVERS = [fakeDriver({ uuid: "drv-1", name: "Ravi Kumar" }), fakeDriver({ uuid: "drv-2", name: "Suresh", status: "suspended" })];
const CARETAKERS = [fakeCaretaker({ uuid: "ct-1", name: "Lakshmi Devi", phoneNumber: "9876501234" })];

type Lists = { routes?: unknown; kids?: unknown; drivers?: unknown; caretakers?: unknown; assignments?: () => KidRouteAssignment[] };

function handlers(lists: Lists = {}, extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    [`GET ${API.allRoutes}`]: { status: 200, body: lists.routes ?? [ROUTE_A, ROUTE_B] },
    [`GET ${API.allKidProfiles}`]: { status: 200, body: { data: { allUserProfiles: lists.kids ?? KIDS } } },
    [`GET ${API.allDrivers}`]: { status: 200, body: { data: { allDrivers: lists.drivers ?? DRIVERS } } },
    [`GET ${API.allCaretakers}`]: { status: 200, body: { data: lists.caretakers ?? CARETAKERS } },
    [`GET ${API.allKidRoutes}`]: () => ({ status: 200, body: { data: lists.assignments ? lists.assignments() : [] } }),
    ...extra,
  };
}

const field = (label: string, root: HTMLElement = document.body) => within(root).getByLabelText(labelRe(label)) as HTMLInputElement;

type User = ReturnType<typeof renderApp>["user"];

async function pickKids(user: User, root: HTMLElement, names: string[]) {
  for (const name of names) {
    await user.click(field(ui.kids, root));
    await user.click(await screen.findByRole("option", { name }));
  }
  await user.keyboard("{Escape}");
}

async function openScreen(lists?: Lists, extra?: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(handlers(lists, extra));
  const view = renderApp("/admin-dashboard/kidroutes", { as: "admin" });
  const form = await screen.findByRole("region", { name: ui.formTitle });
  await waitFor(() => expect(field(ui.route, form)).toBeInTheDocument());
  return { ...view, fetchMock, form };
}

describe("kid-route create form (/admin-dashboard/kidroutes)", () => {
  it("fills the read-only Route Name from the chosen route", async () => {
    const { user, form } = await openScreen();
    const routeName = field(ui.routeName, form);
    expect(routeName).toHaveAttribute("readonly");
    expect(routeName).toHaveValue("");
    await user.selectOptions(field(ui.route, form), "route-b");
    expect(routeName).toHaveValue("Tenali Express");
    await user.selectOptions(field(ui.route, form), "route-a");
    expect(routeName).toHaveValue("Brodipet Loop");
  });

  it("offers only active kids and active drivers, and every caretaker", async () => {
    const { user, form } = await openScreen();
    await user.click(field(ui.kids, form));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual(["Anvi", "Bhavya"]);
    await user.keyboard("{Escape}");
    expect(within(field(ui.driver, form)).getAllByRole("option").map((o) => o.textContent)).toEqual([
      messages.staff.ui.selectPlaceholder,
      "Ravi Kumar (9876543210)",
    ]);
    expect(within(field(ui.caretaker, form)).getAllByRole("option").map((o) => o.textContent)).toEqual([
      messages.staff.ui.selectPlaceholder,
      "Lakshmi Devi (9876501234)",
    ]);
  });

  it("shows a kid already on another assignment of the chosen route but does not let it be picked", async () => {
    const { user, form } = await openScreen({ assignments: () => [fakeAssignment({ route_uuid: "route-a", kids_uuids: ["kid-1"] })] });
    await waitFor(() => expect(screen.getByRole("table", { name: ui.listTitle })).toBeInTheDocument());
    await user.selectOptions(field(ui.route, form), "route-a");
    await user.click(field(ui.kids, form));
    const taken = await screen.findByRole("option", { name: ui.kidOnOtherAssignment("Anvi") });
    expect(taken).toHaveAttribute("data-combobox-disabled", "true");
    await user.keyboard("{Escape}");
    // On another route the same kid is free (home → school and school → tuition).
    await user.selectOptions(field(ui.route, form), "route-b");
    await user.click(field(ui.kids, form));
    expect(await screen.findByRole("option", { name: "Anvi" })).not.toHaveAttribute("data-combobox-disabled");
  });

  it("requires a route, at least one kid, a driver and a caretaker (§5.12): on blur and on submit, no call", async () => {
    const { user, form, fetchMock } = await openScreen();
    await user.click(field(ui.route, form));
    await user.tab();
    expect(await within(form).findByText(a.routeRequired)).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    for (const message of [a.routeRequired, a.kidsRequired, a.driverRequired, a.caretakerRequired]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(field(ui.route, form)).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await user.selectOptions(field(ui.route, form), "route-a");
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    await waitFor(() => expect(field(ui.kids, form)).toHaveFocus());
  });

  it("POSTs {route_name, route_uuid, kids_uuids, driver_uuid, caretaker_uuid}, toasts, clears the form and reloads the list", async () => {
    let body: unknown;
    let created = false;
    const { user, form } = await openScreen(
      { assignments: () => (created ? [fakeAssignment()] : []) },
      {
        [`POST ${API.createKidRoute}`]: (init) => {
          body = JSON.parse(String(init.body));
          created = true;
          return { status: 201, body: { message: a.createSuccess, data: fakeAssignment() } };
        },
      },
    );
    expect(await screen.findByText(empty.noRoutesFound)).toBeInTheDocument();
    await user.selectOptions(field(ui.route, form), "route-a");
    await pickKids(user, form, ["Anvi", "Bhavya"]);
    await user.selectOptions(field(ui.driver, form), "drv-1");
    await user.selectOptions(field(ui.caretaker, form), "ct-1");
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(a.createSuccess)).toBeInTheDocument();
    expect(body).toEqual({ route_name: "Brodipet Loop", route_uuid: "route-a", kids_uuids: ["kid-1", "kid-2"], driver_uuid: "drv-1", caretaker_uuid: "ct-1", run: "morning", vehicle_uuid: null });
    expect(Object.keys(body as object)).toEqual(["route_name", "route_uuid", "kids_uuids", "driver_uuid", "caretaker_uuid", "run", "vehicle_uuid"]);
    const table = await screen.findByRole("table", { name: ui.listTitle });
    expect(await within(table).findByText("Lakshmi Devi")).toBeInTheDocument();
    // The list is exported with each assignment's run (docs/decisions/0240).
    expect(screen.getByRole("button", { name: messages.lists.exportXlsx })).toBeInTheDocument();
    const fresh = await screen.findByRole("region", { name: ui.formTitle });
    await waitFor(() => expect(field(ui.route, fresh)).toHaveValue(""));
    expect(field(ui.routeName, fresh)).toHaveValue("");
  });

  it("shows the server's reason when it refuses, and keeps the choices", async () => {
    const refusal = a.driverNotActive("Ravi Kumar", "suspended");
    const { user, form } = await openScreen({}, { [`POST ${API.createKidRoute}`]: { status: 409, body: { error: refusal } } });
    await user.selectOptions(field(ui.route, form), "route-a");
    await pickKids(user, form, ["Anvi"]);
    await user.selectOptions(field(ui.driver, form), "drv-1");
    await user.selectOptions(field(ui.caretaker, form), "ct-1");
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(field(ui.route, form)).toHaveValue("route-a");
    expect(field(ui.driver, form)).toHaveValue("drv-1");
  });

  it("falls back to the catalogue texts: 'Failed to create route!' and, offline, 'Error while creating route.'", async () => {
    let calls = 0;
    const { user, form } = await openScreen({}, { [`POST ${API.createKidRoute}`]: () => (++calls === 1 ? { status: 500, body: {} } : new Error("offline")) });
    await user.selectOptions(field(ui.route, form), "route-a");
    await pickKids(user, form, ["Anvi"]);
    await user.selectOptions(field(ui.driver, form), "drv-1");
    await user.selectOptions(field(ui.caretaker, form), "ct-1");
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(a.createFailure)).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(a.createError)).toBeInTheDocument();
  });

  it("shows the empty texts of §2.14: No Routes Available, No kids available, No routes found.", async () => {
    const { user, form } = await openScreen({ routes: [], kids: [] });
    expect(within(form).getByText(empty.noRoutesAvailable)).toBeInTheDocument();
    expect(within(form).getAllByText(empty.noKidsAvailable).length).toBeGreaterThan(0);
    await user.click(field(ui.kids, form));
    expect((await screen.findAllByText(empty.noKidsAvailable)).length).toBeGreaterThan(1);
    expect(await screen.findByText(empty.noRoutesFound)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data.' when a list for the form cannot be loaded, with a retry", async () => {
    let calls = 0;
    mockFetch(
      handlers({}, { [`GET ${API.allDrivers}`]: () => (++calls === 1 ? { status: 500, body: {} } : { status: 200, body: { data: { allDrivers: DRIVERS } } }) }),
    );
    const { user } = renderApp("/admin-dashboard/kidroutes", { as: "admin" });
    await waitFor(() => expect(screen.getAllByText(a.fetchFailure)).toHaveLength(2));
    const form = screen.getByRole("region", { name: ui.formTitle });
    await user.click(within(form).getByRole("button", { name: messages.staff.ui.retry }));
    expect(await within(form).findByLabelText(labelRe(ui.driver))).toBeInTheDocument();
  });
});

describe("kid-route list", () => {
  it("lists route, driver, caretaker and kids; view shows the details", async () => {
    mockFetch(handlers({ assignments: () => [fakeAssignment({ driver: { uuid: "drv-2", name: "Suresh", status: "suspended" } })] }));
    const { user } = renderApp("/admin-dashboard/getkidroutes", { as: "admin" });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.getKidRoutes })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: ui.listTitle });
    // List only: no create form on this screen.
    expect(screen.queryByRole("region", { name: ui.formTitle })).not.toBeInTheDocument();
    // The van's column (docs/decisions/0264) sits after the caretaker's.
    const headers: string[] = Object.values(ui.columns);
    headers.splice(headers.indexOf(ui.columns.caretaker) + 1, 0, messages.vehicles.assignmentVehicleLabel);
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(headers);
    const row = within(table).getAllByRole("row")[1];
    expect(within(row).getByText("Brodipet Loop")).toBeInTheDocument();
    expect(within(row).getByText("Suresh")).toBeInTheDocument();
    expect(within(row).getByText("suspended")).toBeInTheDocument();
    expect(within(row).getByText("Lakshmi Devi")).toBeInTheDocument();
    expect(within(row).getByText("Anvi")).toBeInTheDocument();
    expect(within(row).getByText("Bhavya")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "View Brodipet Loop" }));
    const dialog = await screen.findByRole("dialog", { name: ui.viewTitle });
    expect(within(dialog).getByText("Vidya Nagar")).toBeInTheDocument();
    expect(within(dialog).getByText("Bhavya")).toBeInTheDocument();
  });

  it("shows 'Failed to fetch kid routes.' when the list cannot be loaded", async () => {
    mockFetch(handlers({}, { [`GET ${API.allKidRoutes}`]: { status: 500, body: {} } }));
    renderApp("/admin-dashboard/getkidroutes", { as: "admin" });
    await waitFor(() => expect(screen.getAllByText(a.listFailure)).toHaveLength(2));
  });

  it("edits an assignment in a modal with the same form: PUT with the same fields, 'Route updated successfully!'", async () => {
    const assignment = fakeAssignment({ route_uuid: "route-a", driver_uuid: "drv-1", caretaker_uuid: "ct-1", kids_uuids: ["kid-1", "kid-2"] });
    let body: unknown;
    mockFetch(
      handlers(
        { assignments: () => [assignment] },
        {
          [`PUT ${API.updateKidRoute(assignment.uuid)}`]: (init) => {
            body = JSON.parse(String(init.body));
            return { status: 200, body: { message: a.updateSuccess, data: assignment } };
          },
        },
      ),
    );
    const { user } = renderApp("/admin-dashboard/getkidroutes", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.listTitle });
    await user.click(within(table).getByRole("button", { name: "Edit Brodipet Loop" }));
    const dialog = await screen.findByRole("dialog", { name: ui.editTitle });
    await waitFor(() => expect(field(ui.route, dialog)).toHaveValue("route-a"));
    expect(field(ui.routeName, dialog)).toHaveValue("Brodipet Loop");
    expect(field(ui.driver, dialog)).toHaveValue("drv-1");
    await user.selectOptions(field(ui.route, dialog), "route-b");
    await user.click(within(dialog).getByRole("button", { name: ui.save }));
    expect(await screen.findByText(a.updateSuccess)).toBeInTheDocument();
    expect(body).toEqual({ route_name: "Tenali Express", route_uuid: "route-b", kids_uuids: ["kid-1", "kid-2"], driver_uuid: "drv-1", caretaker_uuid: "ct-1", run: "morning", vehicle_uuid: null });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("deletes after confirming: DELETE /api/delete/v1/<uuid>, 'Route deleted successfully!', then the empty text", async () => {
    const assignment = fakeAssignment();
    let deleted = false;
    const fetchMock = mockFetch(
      handlers(
        { assignments: () => (deleted ? [] : [assignment]) },
        {
          [`DELETE ${API.deleteKidRoute(assignment.uuid)}`]: () => {
            deleted = true;
            return { status: 200, body: { message: a.deleteSuccess } };
          },
        },
      ),
    );
    const { user } = renderApp("/admin-dashboard/kidroutes", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.listTitle });
    await user.click(within(table).getByRole("button", { name: "Delete Brodipet Loop" }));
    const confirm = await screen.findByRole("dialog", { name: ui.deleteTitle });
    expect(within(confirm).getByText(ui.deleteConfirm("Brodipet Loop"))).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: ui.cancel })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: ui.delete }));
    expect(await screen.findByText(a.deleteSuccess)).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")?.[0]).toBe(`/api/delete/v1/${assignment.uuid}`);
    expect(await screen.findByText(empty.noRoutesFound)).toBeInTheDocument();
  });

  it("shows 'Failed to delete route.' when the delete fails", async () => {
    const assignment = fakeAssignment();
    mockFetch(handlers({ assignments: () => [assignment] }, { [`DELETE ${API.deleteKidRoute(assignment.uuid)}`]: { status: 500, body: {} } }));
    const { user } = renderApp("/admin-dashboard/getkidroutes", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.listTitle });
    await user.click(within(table).getByRole("button", { name: "Delete Brodipet Loop" }));
    const confirm = await screen.findByRole("dialog", { name: ui.deleteTitle });
    await user.click(within(confirm).getByRole("button", { name: ui.delete }));
    expect(await within(confirm).findByText(a.deleteFailure)).toBeInTheDocument();
  });
});

describe("runs on the kid-route screens (docs/decisions/0240)", () => {
  it("the list and the view dialog show each assignment's run", async () => {
    mockFetch(
      handlers({
        assignments: () => [
          fakeAssignment({ uuid: "a-evening", run: "afternoon", routes: { uuid: "route-b", name: "Tenali Express", from: "School", to: "Tenali" }, route_uuid: "route-b" }),
          fakeAssignment(),
        ],
      }),
    );
    const { user } = renderApp("/admin-dashboard/getkidroutes", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.listTitle });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toContain(ui.columns.run);
    const [, evening, morning] = within(table).getAllByRole("row");
    expect(within(evening!).getByText(messages.day.runs.afternoon)).toBeInTheDocument();
    expect(within(morning!).getByText(messages.day.runs.morning)).toBeInTheDocument();
    await user.click(within(evening!).getByRole("button", { name: "View Tenali Express" }));
    const dialog = await screen.findByRole("dialog", { name: ui.viewTitle });
    expect(within(dialog).getByText(ui.run)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.day.runs.afternoon)).toBeInTheDocument();
  });

  it("the form says the afternoon run is its own assignment; after a morning one it offers it, prefilled, and POSTs the afternoon run", async () => {
    const bodies: unknown[] = [];
    const { user, form } = await openScreen(
      {},
      {
        [`POST ${API.createKidRoute}`]: (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return { status: 201, body: { message: a.createSuccess, data: fakeAssignment() } };
        },
      },
    );
    expect(within(form).getByText(ui.runHint)).toBeInTheDocument();
    await user.selectOptions(field(ui.route, form), "route-a");
    await pickKids(user, form, ["Anvi", "Bhavya"]);
    await user.selectOptions(field(ui.driver, form), "drv-1");
    await user.selectOptions(field(ui.caretaker, form), "ct-1");
    await user.click(within(form).getByRole("button", { name: ui.submit }));

    const region = await screen.findByRole("region", { name: ui.formTitle });
    expect(await within(region).findByText(ui.afternoonOfferTitle("Brodipet Loop"))).toBeInTheDocument();
    expect(within(region).getByText(ui.afternoonOffer)).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: ui.afternoonOfferButton }));

    expect(await within(region).findByText(ui.afternoonPrefilled)).toBeInTheDocument();
    await waitFor(() => expect(field(messages.day.assignments.runLabel, region)).toHaveValue("afternoon"));
    expect(field(ui.route, region)).toHaveValue("");
    expect(field(ui.driver, region)).toHaveValue("drv-1");
    expect(field(ui.caretaker, region)).toHaveValue("ct-1");
    await user.selectOptions(field(ui.route, region), "route-b");
    await user.click(within(region).getByRole("button", { name: ui.submit }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ route_name: "Tenali Express", route_uuid: "route-b", kids_uuids: ["kid-1", "kid-2"], driver_uuid: "drv-1", caretaker_uuid: "ct-1", run: "afternoon", vehicle_uuid: null });
    // The afternoon one saved, nothing more is offered.
    await waitFor(() => expect(screen.queryByRole("button", { name: ui.afternoonOfferButton })).not.toBeInTheDocument());
  });
});
