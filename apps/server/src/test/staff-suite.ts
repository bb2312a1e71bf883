import { expect } from "vitest";
import { withAdminApp, type AdminApp } from "./admin-app";
import { multipart, uploadsInDatabase, uploadsOnDisk } from "./staff-factories";
import type { TestApp } from "./test-app";

type Fields = Record<string, string | number | undefined>;

/**
 * The set-up the driver and caretaker API suites share: the app with its admin (see
 * withAdminApp), a multipart sender and the no-orphan-files check.
 */
export function staffApiSuite(onReady: (ready: AdminApp) => void) {
  let t: TestApp;
  withAdminApp((ready) => {
    t = ready.t;
    onReady(ready);
  });

  return {
    /** A create or update call as multipart: the text fields and the named image files. */
    async sendMultipart(method: "POST" | "PUT", url: string, headers: Record<string, string>, fields: Fields, images?: Parameters<typeof multipart>[1]) {
      const body = await multipart(fields, images ?? {});
      return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
    },

    /** Every stored upload has its `files` row and every row its file: nothing refused or replaced is left behind. */
    async expectNoOrphans() {
      expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
    },
  };
}
