import { afterAll, beforeAll } from "vitest";
import { createRouteWorld, type RouteWorld } from "./route-factories";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The set-up most API test files share: a fresh app with the route world before the file's tests,
 * closed after them. `ready` hands both to the file (its own `t` and `w`, as tests read them).
 */
export function useRouteWorld(ready: (t: TestApp, w: RouteWorld) => void, timeoutMs = 180_000): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app, await createRouteWorld(app));
  }, timeoutMs);
  afterAll(async () => {
    await app?.close();
  });
}
