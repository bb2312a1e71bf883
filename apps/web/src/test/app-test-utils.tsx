import { PRIVACY_API, PRIVACY_NOTICE_VERSION, type ConsentStatus, type LoginResponse, type Role, type SessionUser } from "@app/contracts";
import { QueryClient } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, type Location } from "react-router";
import { afterEach, vi } from "vitest";
import { AppProviders } from "../app/providers";
import { AppRoutes } from "../app/router";
import { SessionProvider } from "../features/session/session-context";
import { createSessionStore, type SessionStore } from "../features/session/session-store";
import { mediaQueryList } from "./media-query";

// The first render of a lazily loaded page includes its module transform: allow for a slow machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NAMES: Record<Role, string> = {
  admin: "Asha Admin",
  driver: "Ravi Driver",
  caretaker: "Lakshmi Caretaker",
  father: "Suresh Father",
  mother: "Padma Mother",
};

/** A user of the login response for a role; parents get one kid unless `kids` says otherwise. */
export function fakeUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  const parent = role === "father" || role === "mother";
  const kids = overrides.kids ?? (parent ? [{ uuid: "kid-1", kidName: "Anvi" }] : []);
  return {
    uuid: `${role}-uuid`,
    name: NAMES[role],
    role,
    email: `${role}@example.com`,
    mobile: "9876543210",
    kidName: kids[0]?.kidName ?? null,
    kidUuid: kids[0]?.uuid ?? null,
    kids,
    ...overrides,
  };
}

export function fakeLoginResponse(role: Role, userOverrides: Partial<SessionUser> = {}): LoginResponse {
  const user = fakeUser(role, userOverrides);
  return { token: `token-${role}`, role, user, name: user.name };
}

/** A fresh, rehydrated session store, logged in when `as` is given. */
export function createTestStore(as?: Role | LoginResponse): SessionStore {
  const store = createSessionStore();
  store.rehydrateNow();
  if (as) store.login(typeof as === "string" ? fakeLoginResponse(as) : as);
  return store;
}

const CONSENTED: ConsentStatus = {
  noticeVersion: PRIVACY_NOTICE_VERSION,
  retentionDays: 90,
  latest: { noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given", decidedAt: "2026-11-22T05:00:00.000Z" },
  needsDecision: false,
  consented: true,
};

/**
 * A phone's screen (360 px) for Mantine's media queries: every `max-width` query up to 48em
 * matches, so `DataTable` renders cards. Undone after each test with the other stubbed globals.
 */
export function phoneViewport() {
  // 360 px is 22.5em: a "max-width" of at least that matches, like on the phone.
  vi.stubGlobal("matchMedia", (query: string) => mediaQueryList(query, Number(/max-width:\s*([\d.]+)em/.exec(query)?.[1] ?? 0) >= 22.5));
}

/** `headers`: extra answer headers (e.g. the service worker's X-Field-Copy-Of on a cached copy). */
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
type Handler = Reply | ((init: RequestInit) => Reply | Promise<Reply>);

/**
 * Replaces fetch: keys are "METHOD /path". Unlisted calls answer 404 `{ error }`; an Error value
 * simulates a network failure.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${(init.method ?? "GET").toUpperCase()} ${url}`;
    // A list call with query parameters (search, paging) falls back to the handler of its bare path;
    // parents reach their screens after answering the privacy notice (docs/decisions/0110).
    const handler = handlers[key] ?? handlers[key.split("?")[0]] ?? (key === `GET ${PRIVACY_API.consent}` ? { body: CONSENTED } : undefined);
    const reply: Reply = handler === undefined ? { status: 404, body: { error: "Not found." } } : typeof handler === "function" ? await handler(init) : handler;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? "" : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json", ...reply.headers },
    });
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

/** The calls a screen made, without the privacy-consent check of the parent dashboard. */
export function apiCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([input, init]) => !(String(input) === PRIVACY_API.consent && (init?.method ?? "GET") === "GET"));
}

/** The JSON body a mocked fetch call was made with (the consent check is not counted). */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): unknown {
  const init = apiCalls(fetchMock)[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** What a test reads of the router: the current location, kept up to date by `LocationProbe`. */
export interface TestRouter {
  state: { location: Location };
}

function LocationProbe({ router }: { router: TestRouter }) {
  router.state.location = useLocation();
  return null;
}

/** Renders the whole app (all routes, guards, navbar, footer) at `path` with its own session store. */
export function renderApp(path: string, options: { as?: Role | LoginResponse; store?: SessionStore; state?: unknown } = {}) {
  vi.stubGlobal("scrollTo", () => {});
  const store = options.store ?? createTestStore(options.as);
  const [pathname, query] = path.split("?");
  const initial = { pathname, search: query === undefined ? "" : `?${query}`, state: options.state };
  const router: TestRouter = { state: { location: { ...initial, hash: "", key: "default" } } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  // No transitions, as in the browser's Preact runtime (docs/decisions/0130).
  const view = render(
    <AppProviders queryClient={queryClient}>
      <SessionProvider store={store}>
        <MemoryRouter initialEntries={[initial]} useTransitions={false}>
          <LocationProbe router={router} />
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>
    </AppProviders>,
  );
  return { ...view, store, router, user, queryClient };
}

/** The current path of a memory router. */
export function currentPath(router: ReturnType<typeof renderApp>["router"]): string {
  return router.state.location.pathname;
}
