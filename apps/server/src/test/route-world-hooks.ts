import { afterAll, beforeAll } from "vitest";
import { createRouteWorld, type RouteWorld } from "./route-factories";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";

/**
 * The set-up most API test files share: a fresh app with the route world before the file's tests,
 * closed after them. `ready` hands both to the file (its own `t` and `w`, as tests read them) and
 * may do more set-up of its own before the tests run. `app` is createTestApp's options (PGlite on a
 * data directory for the tests that count its flushes, docs/decisions/0210).
 */
export function useRouteWorld(
  ready: (t: TestApp, w: RouteWorld) => void | Promise<void>,
  timeoutMs = 180_000,
  app: TestAppOptions = {},
): void {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp({}, app);
    await ready(opened, await createRouteWorld(opened));
  }, timeoutMs);
  afterAll(async () => {
    await opened?.close();
  });
}
