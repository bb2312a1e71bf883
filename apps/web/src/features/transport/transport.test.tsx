import { API, messages, type TransportRoute } from "@app/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "../../test/app-test-utils";
import { labelRe } from "../drivers/driver-fixtures";
import { fakeRoute } from "./route-fixtures";

const t = messages.routes.transport;
const ui = t.ui;
const l = ui.labels;
const f = messages.routes.fields;

afterEach(() => {
  act(() => notifications.clean());
});

type User = ReturnType<typeof renderApp>["user"];

const field = (label: string, root: HTMLElement = document.body) => within(root).getByLabelText(labelRe(label)) as HTMLInputElement;

async function openCreate(routes: TransportRoute[] = [], handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ [`GET ${API.allRoutes}`]: { status: 200, body: routes }, ...handlers });
  const view = renderApp("/admin-dashboard/transport", { as: "admin" });
  await view.user.click(await screen.findByRole("button", { name: ui.addRoute }));
  const dialog = await screen.findByRole("dialog", { name: ui.createTitle });
  return { ...view, fetchMock, dialog };
}

const subCard = (dialog: HTMLElement, n: number) => within(dialog).getByRole("group", { name: ui.subRouteTitle(n) });

async function type(user: User, el: HTMLElement, text: string) {
  await user.clear(el);
  await user.click(el);
  if (text) await user.paste(text);
}

async function addStops(user: User, input: HTMLElement, stops: string[]) {
  for (const stop of stops) {
    await user.click(input);
    await user.paste(stop);
    await user.keyboard("{Enter}");
  }
}

async function fillValid(user: User, dialog: HTMLElement) {
  await type(user, field(l.from, dialog), "Brodipet");
  await type(user, field(l.to, dialog), "Vidya Nagar");
  await type(user, field(l.name, dialog), "Morning  Loop ");
  await user.click(within(dialog).getByRole("radio", { name: ui.typeLabels.Shortest }));
  await type(user, field(l.distance, dialog), "12.5");
  await type(user, field(l.estimatedTime, dialog), "40");
  await addStops(user, field(l.stops, dialog), ["Brodipet", "Arundelpet"]);
  await type(user, field(l.description, dialog), "School run");
  const sub = subCard(dialog, 1);
  await type(user, field(l.subRouteName, sub), "Leg one");
  await type(user, field(l.subRouteDistance, sub), "4");
  await type(user, field(l.subRouteEstimatedTime, sub), "15");
  await addStops(user, field(l.subRouteStops, sub), ["Gate 1"]);
}

describe("Create Route form (/admin-dashboard/transport)", () => {
  it("opens with Route Details and Sub-Route Details, type Longest by radio and one blank sub-route", async () => {
    const { dialog } = await openCreate();
    expect(within(dialog).getByRole("heading", { name: ui.routeDetails })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: ui.subRouteDetails })).toBeInTheDocument();
    for (const label of [l.from, l.to, l.name, l.distance, l.estimatedTime, l.stops, l.description]) expect(field(label, dialog)).toHaveValue("");
    expect(within(dialog).getByRole("radiogroup", { name: labelRe(l.type) })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Longest" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Shortest" })).not.toBeChecked();
    expect(within(dialog).getAllByRole("group", { name: /^Sub-Route \d+$/ })).toHaveLength(1);
    expect(field(l.subRouteName, subCard(dialog, 1))).toHaveValue("");
  });

  it.each<[string, string, string, number?]>([
    [l.from, "", f.fromRequired],
    [l.to, "", f.toRequired],
    [l.name, "", f.nameRequired],
    [l.name, "A/B", f.nameInvalid],
    [l.distance, "", f.distanceRequired],
    [l.distance, "abc", f.distanceNumber],
    [l.distance, "0", f.distancePositive],
    [l.estimatedTime, "", f.estimatedTimeRequired],
    [l.estimatedTime, "2000", f.estimatedTimeTooHigh],
    [l.stops, "", f.stopsRequired],
    [l.description, "", f.descriptionRequired],
    [l.subRouteName, "", f.subRouteNameRequired, 1],
    [l.subRouteEstimatedTime, "", f.subRouteEstimatedTimeRequired, 1],
    [l.subRouteDistance, "", f.subRouteDistanceRequired, 1],
    [l.subRouteDistance, "-3", f.subRouteDistancePositive, 1],
    [l.subRouteStops, "", f.subRouteStopsRequired, 1],
  ])("on blur of %s with %j shows %j", async (label, text, message, sub) => {
    const { user, dialog } = await openCreate();
    const root = sub ? subCard(dialog, sub) : dialog;
    const el = field(label, root);
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    await user.click(el);
    if (text) await user.paste(text);
    await user.tab();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(el).toHaveAttribute("aria-invalid", "true");
    // Fixing the field clears its message as the user types.
    if (label !== l.stops && label !== l.subRouteStops) {
      await type(user, el, label.includes("Distance") || label.includes("Time") ? "5" : "Guntur");
      await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
    }
  });

  it("adds stops on Enter, ignores empty entries, removes a chip with its labelled button and never submits on Enter", async () => {
    const { user, dialog, fetchMock } = await openCreate();
    const stops = field(l.stops, dialog);
    await addStops(user, stops, ["Brodipet", "  ", "Arundelpet"]);
    await user.click(stops);
    await user.keyboard("{Enter}");
    const list = within(dialog).getByRole("list", { name: ui.stopsListLabel(l.stops) });
    expect(within(list).getAllByRole("listitem").map((i) => i.textContent)).toEqual(["Brodipet", "Arundelpet"]);
    expect(stops).toHaveValue("");
    await user.click(within(dialog).getByRole("button", { name: ui.removeStop("Brodipet") }));
    expect(within(list).getAllByRole("listitem").map((i) => i.textContent)).toEqual(["Arundelpet"]);
    expect(stops).toHaveFocus();
    // Keyboard: the remove button is reachable and works with Enter.
    within(dialog).getByRole("button", { name: ui.removeStop("Arundelpet") }).focus();
    await user.keyboard("{Enter}");
    expect(within(dialog).queryByRole("list", { name: ui.stopsListLabel(l.stops) })).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("adds and removes sub-routes; a new card takes the focus and the numbering follows", async () => {
    const { user, dialog } = await openCreate();
    await type(user, field(l.subRouteName, subCard(dialog, 1)), "First");
    await user.click(within(dialog).getByRole("button", { name: ui.addSubRoute }));
    expect(within(dialog).getAllByRole("group", { name: /^Sub-Route \d+$/ })).toHaveLength(2);
    await waitFor(() => expect(field(l.subRouteName, subCard(dialog, 2))).toHaveFocus());
    await type(user, field(l.subRouteName, subCard(dialog, 2)), "Second");
    await user.click(within(dialog).getByRole("button", { name: ui.removeSubRoute(1) }));
    expect(within(dialog).getAllByRole("group", { name: /^Sub-Route \d+$/ })).toHaveLength(1);
    expect(field(l.subRouteName, subCard(dialog, 1))).toHaveValue("Second");
    await user.click(within(dialog).getByRole("button", { name: ui.removeSubRoute(1) }));
    expect(within(dialog).queryByRole("group", { name: /^Sub-Route \d+$/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(ui.noSubRoutesHint)).toBeInTheDocument();
  });

  it("blocks the submit of a blank form: no call, every §5.8 message shown, From focused", async () => {
    const { user, dialog, fetchMock } = await openCreate();
    await user.click(within(dialog).getByRole("button", { name: ui.submit }));
    for (const message of [
      f.fromRequired,
      f.toRequired,
      f.nameRequired,
      f.distanceRequired,
      f.estimatedTimeRequired,
      f.stopsRequired,
      f.descriptionRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    // The untouched sub-route card is no sub-route (docs/decisions/0244): nothing to say about it.
    expect(within(dialog).queryByText(f.subRouteNameRequired)).not.toBeInTheDocument();
    expect(field(l.from, dialog)).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("sends a valid form as the JSON of spec §7, toasts, closes and reloads the table", async () => {
    let body: unknown;
    let created = false;
    const { user, dialog, fetchMock } = await openCreate([], {
      [`GET ${API.allRoutes}`]: () => ({ status: 200, body: created ? [fakeRoute({ name: "Morning Loop" })] : [] }),
      [`POST ${API.createRoute}`]: (init) => {
        body = JSON.parse(String(init.body));
        created = true;
        return { status: 201, body: { message: t.createSuccess, data: fakeRoute({ name: "Morning Loop" }) } };
      },
    });
    await fillValid(user, dialog);
    // A stop typed but not yet entered is added on submit, as Enter would.
    await user.click(within(dialog).getByRole("button", { name: ui.addSubRoute }));
    const second = subCard(dialog, 2);
    await type(user, field(l.subRouteName, second), "Leg two");
    await type(user, field(l.subRouteDistance, second), "3");
    await type(user, field(l.subRouteEstimatedTime, second), "10");
    await type(user, field(l.subRouteStops, second), "Gate 2");
    await user.click(within(dialog).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(t.createSuccess)).toBeInTheDocument();
    expect(body).toEqual({
      from: "Brodipet",
      to: "Vidya Nagar",
      name: "Morning Loop",
      type: "Shortest",
      distance: 12.5,
      estimatedTime: 40,
      stops: ["Brodipet", "Arundelpet"],
      description: "School run",
      subRoutes: [
        { name: "Leg one", distance: 4, estimatedTime: 15, stops: ["Gate 1"] },
        { name: "Leg two", distance: 3, estimatedTime: 10, stops: ["Gate 2"] },
      ],
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(new Headers(post?.[1]?.headers).get("Content-Type")).toBe("application/json");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    expect(await within(table).findByText("Morning Loop")).toBeInTheDocument();
  });

  it("saves a route without sub-routes: the blank card the form starts with is not sent; a begun one is checked (0244)", async () => {
    let body: { subRoutes?: unknown } | undefined;
    const { user, dialog } = await openCreate([], {
      [`POST ${API.createRoute}`]: (init) => {
        body = JSON.parse(String(init.body));
        return { status: 201, body: { message: t.createSuccess, data: fakeRoute({ name: "Morning Loop", subRoutes: [] }) } };
      },
    });
    await type(user, field(l.from, dialog), "Brodipet");
    await type(user, field(l.to, dialog), "Vidya Nagar");
    await type(user, field(l.name, dialog), "Morning Loop");
    await type(user, field(l.distance, dialog), "12.5");
    await type(user, field(l.estimatedTime, dialog), "40");
    await addStops(user, field(l.stops, dialog), ["Brodipet"]);
    await type(user, field(l.description, dialog), "School run");
    await type(user, field(l.subRouteName, subCard(dialog, 1)), "Leg one");
    await user.click(within(dialog).getByRole("button", { name: ui.submit }));
    expect(await within(dialog).findByText(f.subRouteStopsRequired)).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.clear(field(l.subRouteName, subCard(dialog, 1)));
    await user.click(within(dialog).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(t.createSuccess)).toBeInTheDocument();
    expect(body?.subRoutes).toEqual([]);
  });

  it("shows the server's refusal (a clashing name) on the field and as a toast, and keeps every input", async () => {
    const clash = t.nameTaken("Morning Loop");
    const { user, dialog } = await openCreate([], { [`POST ${API.createRoute}`]: { status: 409, body: { error: clash } } });
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: ui.submit }));
    expect(await screen.findAllByText(clash)).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: ui.createTitle })).toBeInTheDocument();
    expect(field(l.name, dialog)).toHaveValue("Morning  Loop ");
    expect(field(l.name, dialog)).toHaveFocus();
    expect(field(l.from, dialog)).toHaveValue("Brodipet");
    expect(within(dialog).getByRole("radio", { name: "Shortest" })).toBeChecked();
    expect(field(l.subRouteName, subCard(dialog, 1))).toHaveValue("Leg one");
  });

  it("shows the catalogue text when the create fails without a reason", async () => {
    const { user, dialog } = await openCreate([], { [`POST ${API.createRoute}`]: { status: 500, body: {} } });
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: ui.submit }));
    expect(await screen.findByText(t.createFailure)).toBeInTheDocument();
    expect(field(l.description, dialog)).toHaveValue("School run");
  });
});

describe("Route Management table", () => {
  it("lists Serial No, Route Name, Route Type, Route Distance and the actions", async () => {
    mockFetch({ [`GET ${API.allRoutes}`]: { status: 200, body: [fakeRoute(), fakeRoute({ uuid: "r2", name: "Tenali Express", type: "Shortest", distance: 30 })] } });
    renderApp("/admin-dashboard/transport", { as: "admin" });
    expect(await screen.findByRole("heading", { name: messages.dashboards.sections.transport })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(Object.values(ui.columns));
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain("1");
    expect(within(rows[0]).getByText("Brodipet Loop")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Longest")).toBeInTheDocument();
    expect(within(rows[0]).getByText("12.5 km")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Shortest")).toBeInTheDocument();
    expect(within(rows[1]).getByText("30 km")).toBeInTheDocument();
    for (const row of rows) {
      expect(within(row).getByRole("button", { name: /^View / })).toBeEnabled();
      expect(within(row).getByRole("button", { name: /^Edit / })).toBeEnabled();
      expect(within(row).getByRole("button", { name: /^Delete / })).toBeEnabled();
    }
  });

  it("shows the empty text and a load failure (toast and inline, with a retry)", async () => {
    let calls = 0;
    mockFetch({ [`GET ${API.allRoutes}`]: () => (++calls === 1 ? { status: 500, body: {} } : { status: 200, body: [] }) });
    const { user } = renderApp("/admin-dashboard/transport", { as: "admin" });
    await waitFor(() => expect(screen.getAllByText(t.loadFailure)).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: messages.staff.ui.retry }));
    expect(await screen.findByText(messages.common.empty.noRoutesFound)).toBeInTheDocument();
  });

  it("views a route in the Route Details and Sub-Route Details cards, then edits it with Save Changes (PUT)", async () => {
    const route = fakeRoute();
    let body: Record<string, unknown> | undefined;
    mockFetch({
      [`GET ${API.allRoutes}`]: () => ({ status: 200, body: [body ? { ...route, name: body.name, distance: body.distance } : route] }),
      [`PUT ${API.updateRoute(route.uuid)}`]: (init) => {
        body = JSON.parse(String(init.body));
        return { status: 200, body: { message: t.updateSuccess, data: route } };
      },
    });
    const { user } = renderApp("/admin-dashboard/transport", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    await user.click(within(table).getByRole("button", { name: `View ${route.name}` }));
    const view = await screen.findByRole("dialog", { name: ui.viewTitle });
    const details = within(view).getByRole("region", { name: ui.routeDetails });
    expect(within(details).getByText("Vidya Nagar")).toBeInTheDocument();
    expect(within(details).getByText("45 min")).toBeInTheDocument();
    expect(within(details).getByText("Arundelpet")).toBeInTheDocument();
    const subs = within(view).getByRole("region", { name: ui.subRouteDetails });
    expect(within(subs).getByText("Brodipet leg")).toBeInTheDocument();
    expect(within(subs).getByText("Brodipet 1st line")).toBeInTheDocument();
    expect(within(view).queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(within(view).getByRole("button", { name: ui.edit }));
    const dialog = await screen.findByRole("dialog", { name: ui.editTitle });
    expect(field(l.name, dialog)).toHaveValue("Brodipet Loop");
    expect(field(l.distance, dialog)).toHaveValue("12.5");
    expect(within(dialog).getByRole("radio", { name: "Longest" })).toBeChecked();
    expect(field(l.subRouteName, subCard(dialog, 1))).toHaveValue("Brodipet leg");
    await type(user, field(l.name, dialog), "Brodipet Express");
    await type(user, field(l.distance, dialog), "14");
    await user.click(within(dialog).getByRole("button", { name: ui.saveChanges }));
    expect(await screen.findByText(t.updateSuccess)).toBeInTheDocument();
    expect(body).toEqual({
      from: "Brodipet",
      to: "Vidya Nagar",
      name: "Brodipet Express",
      type: "Longest",
      distance: 14,
      estimatedTime: 45,
      stops: ["Brodipet", "Arundelpet"],
      description: "Morning school run",
      subRoutes: [{ name: "Brodipet leg", distance: 4, estimatedTime: 15, stops: ["Brodipet 1st line"] }],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(table).findByText("Brodipet Express")).toBeInTheDocument();
  });

  it("shows the update failure and keeps the edit open", async () => {
    const route = fakeRoute();
    mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [route] },
      [`PUT ${API.updateRoute(route.uuid)}`]: { status: 500, body: {} },
    });
    const { user } = renderApp("/admin-dashboard/transport", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    await user.click(within(table).getByRole("button", { name: `Edit ${route.name}` }));
    const dialog = await screen.findByRole("dialog", { name: ui.editTitle });
    await user.click(within(dialog).getByRole("button", { name: ui.saveChanges }));
    expect(await screen.findByText(t.updateFailure)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: ui.editTitle })).toBeInTheDocument();
  });

  it("asks before deleting and then calls DELETE /api/route/delete/<encoded name>", async () => {
    const route = fakeRoute({ name: "Guntur & Tenali Loop" });
    let deleted = false;
    const fetchMock = mockFetch({
      [`GET ${API.allRoutes}`]: () => ({ status: 200, body: deleted ? [] : [route] }),
      [`DELETE /api/route/delete/Guntur%20%26%20Tenali%20Loop`]: () => {
        deleted = true;
        return { status: 200, body: { message: t.deleteSuccess } };
      },
    });
    const { user } = renderApp("/admin-dashboard/transport", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    await user.click(within(table).getByRole("button", { name: `Delete ${route.name}` }));
    const confirm = await screen.findByRole("dialog", { name: ui.deleteTitle });
    expect(within(confirm).getByText(ui.deleteConfirm(route.name))).toBeInTheDocument();
    // Cancel first: nothing is deleted.
    await user.click(within(confirm).getByRole("button", { name: ui.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(0);
    await user.click(within(table).getByRole("button", { name: `Delete ${route.name}` }));
    const again = await screen.findByRole("dialog", { name: ui.deleteTitle });
    await user.click(within(again).getByRole("button", { name: ui.delete }));
    expect(await screen.findByText(t.deleteSuccess)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(call?.[0]).toBe("/api/route/delete/Guntur%20%26%20Tenali%20Loop");
    expect(await screen.findByText(messages.common.empty.noRoutesFound)).toBeInTheDocument();
  });

  it("says up front that a route with assignments cannot be deleted, and shows the server's 409 text if the list was stale", async () => {
    const used = fakeRoute({ assignmentCount: 2 });
    const stale = fakeRoute({ uuid: "r2", name: "Tenali Express" });
    const refusal = t.hasAssignments(1);
    mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [used, stale] },
      [`DELETE ${API.deleteRoute("Tenali Express")}`]: { status: 409, body: { error: refusal } },
    });
    const { user } = renderApp("/admin-dashboard/transport", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    await user.click(within(table).getByRole("button", { name: `Delete ${used.name}` }));
    let confirm = await screen.findByRole("dialog", { name: ui.deleteTitle });
    expect(within(confirm).getByText(t.hasAssignments(2))).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: ui.delete })).toBeDisabled();
    await user.click(within(confirm).getByRole("button", { name: ui.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(within(table).getByRole("button", { name: `Delete ${stale.name}` }));
    confirm = await screen.findByRole("dialog", { name: ui.deleteTitle });
    await user.click(within(confirm).getByRole("button", { name: ui.delete }));
    expect(await within(confirm).findByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(refusal).length).toBe(2); // in the dialog and as a toast
  });

  it("shows the catalogue delete failure when the server gives no reason", async () => {
    const route = fakeRoute();
    mockFetch({
      [`GET ${API.allRoutes}`]: { status: 200, body: [route] },
      [`DELETE ${API.deleteRoute(route.name)}`]: { status: 500, body: {} },
    });
    const { user } = renderApp("/admin-dashboard/transport", { as: "admin" });
    const table = await screen.findByRole("table", { name: ui.tableTitle });
    await user.click(within(table).getByRole("button", { name: `Delete ${route.name}` }));
    const confirm = await screen.findByRole("dialog", { name: ui.deleteTitle });
    await user.click(within(confirm).getByRole("button", { name: ui.delete }));
    expect(await within(confirm).findByText(t.deleteFailure)).toBeInTheDocument();
  });
});
