import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const shared = {
  include: ["src/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const projects = [{ extends: true as const, test: { ...shared, name: "pglite", env: { TEST_DB_KIND: "pglite" } } }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true as const, test: { ...shared, name: "postgres", env: { TEST_DB_KIND: "postgres" } } });
}

export default defineConfig({
  // Tests run the contracts from source, so no build step is needed first.
  resolve: {
    alias: [
      { find: /^@app\/contracts$/, replacement: fileURLToPath(new URL("../../packages/contracts/src/index.ts", import.meta.url)) },
      // The Telugu and Hindi catalogues (issue 11).
      { find: /^@app\/contracts\/locales$/, replacement: fileURLToPath(new URL("../../packages/contracts/src/locales/index.ts", import.meta.url)) },
    ],
  },
  test: {
    // PGlite instances are heavy (WASM); two workers suit the 2-core machines.
    maxWorkers: 2,
    projects,
  },
});
