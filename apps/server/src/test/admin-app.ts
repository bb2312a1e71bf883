import { afterAll, beforeAll } from "vitest";
import { adminHeaders } from "./staff-factories";
import { createTestApp, type TestApp } from "./test-app";

export interface AdminApp {
  t: TestApp;
  /** The bearer header of an admin account of this app. */
  admin: Record<string, string>;
}

/**
 * One test app with an admin for the whole test file: made before its tests, closed after them.
 * `onReady` hands both to the file's own `t` and `admin`, so its tests read them as plain variables.
 */
export function withAdminApp(onReady: (ready: AdminApp) => void): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    onReady({ t, admin: (await adminHeaders(t.app, t.database)).headers });
  });
  afterAll(async () => {
    await t.close();
  });
}
