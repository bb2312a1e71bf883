// Browser journeys against the BUILT server (run `npm run build` first; `npm test` does), in the
// machine's Chromium (never a downloaded browser).
//
// Two servers, each on a free port with its own fresh data directory under e2e/.tmp/run-*/:
// - "journeys": every spec except passwords.spec.ts. The admin's password never changes there,
//   so those tests can run in any order and in parallel.
// - "password-journeys": passwords.spec.ts alone. It changes the admin's password (forgot
//   password, reset password), which also revokes the admin's sessions, so it gets a server of
//   its own and can never disturb another test.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import type { E2EOptions } from "./support/fixtures";
import { ADMIN } from "./support/admin";
import { CHROMIUM_LAUNCH_OPTIONS } from "./support/browser";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..");
// E2E_SERVER_ENTRY: run the journeys against another build of the server (default: the one `npm run build` makes).
const serverEntry = process.env.E2E_SERVER_ENTRY ?? join(root, "apps", "server", "dist", "main.js");
const webDist = join(root, "apps", "web", "dist");
const isCI = !!process.env.CI;

/** Whether the Playwright runner that made this run directory is still running. */
function runIsAlive(runDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(runDir, "runner.pid"), "utf8"));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A port free on 127.0.0.1 right now: the preferred one if it is, else one the system picks. */
function freePort(preferred: number, avoid: number[] = []): number {
  const script = `
    const net = require("net");
    const avoid = ${JSON.stringify(avoid)};
    const attempt = (port) => {
      const s = net.createServer();
      s.once("error", () => attempt(0));
      s.listen(port, "127.0.0.1", () => {
        const got = s.address().port;
        s.close(() => (avoid.includes(got) ? attempt(0) : process.stdout.write(String(got))));
      });
    };
    attempt(${preferred});`;
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

// The runner loads this file first and decides; its workers load it again and inherit the
// decision through these environment variables.
if (!process.env.E2E_RUN_DIR) {
  const tmp = join(here, ".tmp");
  mkdirSync(tmp, { recursive: true });
  // Data of earlier runs is kept for inspection until the next run starts; a run still going on
  // (another terminal on the same checkout) keeps its data: its servers are using it.
  for (const name of readdirSync(tmp)) if (name.startsWith("run-") && !runIsAlive(join(tmp, name))) rmSync(join(tmp, name), { recursive: true, force: true });
  const runDir = join(tmp, `run-${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`);
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_DATA_DIR = join(runDir, "data-journeys");
  process.env.E2E_PASSWORD_DATA_DIR = join(runDir, "data-passwords");
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
  mkdirSync(process.env.E2E_PASSWORD_DATA_DIR, { recursive: true });
  writeFileSync(join(runDir, "runner.pid"), String(process.pid));
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : freePort(3100);
  process.env.E2E_PORT = String(port);
  process.env.E2E_PASSWORD_PORT = process.env.E2E_PASSWORD_PORT ?? String(freePort(3101, [port]));
  if (!existsSync(serverEntry) || !existsSync(join(webDist, "index.html"))) {
    throw new Error(`The e2e tests run the built app: ${existsSync(serverEntry) ? webDist : serverEntry} is missing. Run \`npm run build\` first.`);
  }
}

const servers = {
  journeys: { port: Number(process.env.E2E_PORT), dataDir: process.env.E2E_DATA_DIR! },
  passwords: { port: Number(process.env.E2E_PASSWORD_PORT), dataDir: process.env.E2E_PASSWORD_DATA_DIR! },
};

function webServer(name: string, { port, dataDir }: { port: number; dataDir: string }) {
  return {
    name,
    command: `"${process.execPath}" "${serverEntry}"`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Always the embedded PGlite, whatever the caller's environment says.
      DATABASE_URL: "",
      SMTP_URL: "",
      JWT_SECRET: "",
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_DIST: webDist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_MOBILE: ADMIN.mobile,
      ADMIN_NAME: ADMIN.name,
      // The journeys mark tomorrow absent at whatever hour CI runs them; the default 20:00 cut-off
      // (decision 0066) would refuse the morning legs after 20:00 India time (decision 0196).
      ABSENCE_MORNING_CUTOFF: "24:00",
      // No tile server: the maps draw their pins on a blank background and no test contacts
      // OpenStreetMap (docs/decisions/0261).
      MAP_TILE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  };
}

export default defineConfig<E2EOptions>({
  testDir: "./tests",
  // Per run, so a run in another terminal (which empties its own output directory) never deletes this one's traces.
  outputDir: join(process.env.E2E_RUN_DIR!, "test-results"),
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // The longest single-form journeys (a driver, a route, a route by keyboard) took 54–59 s on a
  // slower 2-core machine: a minute was their time, not a hang's.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1366, height: 768 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    video: "off",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: "journeys",
      testIgnore: /passwords\.spec\.ts/,
      use: { baseURL: `http://localhost:${servers.journeys.port}`, dataDir: servers.journeys.dataDir },
    },
    {
      name: "password-journeys",
      testMatch: /passwords\.spec\.ts/,
      use: { baseURL: `http://localhost:${servers.passwords.port}`, dataDir: servers.passwords.dataDir },
    },
  ],
  webServer: [webServer("journeys", servers.journeys), webServer("password-journeys", servers.passwords)],
});
