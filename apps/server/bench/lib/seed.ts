import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import { createOutboxMailer } from "../../src/lib/mailer";
import { createRouteWorld } from "../../src/test/route-factories";
import { STAFF_PASSWORD } from "../../src/test/staff-factories";
import { DEFAULT_PASSWORD, type TestApp } from "../../src/test/test-app";

export interface Credentials {
  identifier: string;
  password: string;
}

/** Who the benches log in as, and the kids they look at. */
export interface BenchWorld {
  admin: Credentials;
  /** Family B's father: two kids on two routes. */
  parent: Credentials;
  parentKidUuids: string[];
  caretaker: Credentials;
  routeUuid: string;
}

/**
 * Builds the route world of the API tests (two families, routes, drivers, caretakers, parents with
 * passwords) through the app itself, in-process, on the bench's database; the server started
 * afterwards finds it all there.
 */
export async function seedWorld(database: Database, dataDir: string): Promise<BenchWorld> {
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: "", PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
  const outboxDir = join(dataDir, "outbox");
  const app = await buildApp({
    config,
    database,
    mailer: createOutboxMailer(outboxDir, config.mailFrom),
    jwtSecret: "bench-seeding-secret-bench-seeding-secret",
    logger: false,
  });
  await app.ready();
  const t: TestApp = {
    app,
    database,
    config,
    dataDir,
    outbox(to?: string) {
      const all = readdirSync(outboxDir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
        .map((f) => readFileSync(join(outboxDir, f), "utf8"));
      return to ? all.filter((eml) => eml.includes(`To: ${to}`)) : all;
    },
    close: async () => {},
  };
  try {
    const w = await createRouteWorld(t);
    return {
      admin: { identifier: w.adminUser.email!, password: DEFAULT_PASSWORD },
      parent: { identifier: w.kidB.fields.parentsDetails.fatherEmail!, password: "Parent@2025" },
      parentKidUuids: [w.kidB.kid.uuid, w.kidB2.kid.uuid],
      caretaker: { identifier: w.caretakerA.fields.phoneNumber, password: STAFF_PASSWORD },
      routeUuid: w.routeA.uuid,
    };
  } finally {
    await app.close();
  }
}
