#!/usr/bin/env node
// `npm test`: every check of the project, in order, continuing after a failure so the summary is
// complete: lint (zero warnings), typecheck, build, unit + API tests (Vitest; the server's API tests
// also run on PostgreSQL when TEST_DATABASE_URL is set), browser journeys (Playwright, system
// Chromium). Ends with the line `N passed, N failed` and exits 1 when anything failed.
//
// Each step's full output goes to .tmp/test-logs/<step>.log; a failed step prints its last lines.
// Options: --verbose (stream every step's output), --only=lint,typecheck,build,unit,e2e
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const logDir = join(root, ".tmp", "test-logs");
const args = process.argv.slice(2);
const verbose = args.includes("--verbose") || process.env.TEST_VERBOSE === "1";
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = onlyArg ? new Set(onlyArg.slice("--only=".length).split(",")) : null;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const bin = (name) => join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

const workspaces = [
  { name: "contracts", pkg: "@app/contracts", dir: "packages/contracts" },
  { name: "server", pkg: "@app/server", dir: "apps/server" },
  { name: "web", pkg: "@app/web", dir: "apps/web" },
  { name: "e2e", pkg: "@app/e2e", dir: "e2e" },
];
const MIN = 60_000;

rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

// Child processes: no colour codes in the logs, never a browser download, no prompts.
const childEnv = { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", npm_config_update_notifier: "false" };

let current = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (current) killTree(current, "SIGTERM");
    console.log(`\n[test] interrupted (${signal})`);
    process.exit(130);
  });
}

function killTree(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Runs a command with no stdin, output to the step's log (and the console with --verbose). */
function runLogged(id, command, commandArgs, { cwd = root, env = childEnv, timeoutMs = 20 * MIN } = {}) {
  const logFile = join(logDir, `${id}.log`);
  const fd = openSync(logFile, "w");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env,
      stdio: ["ignore", verbose ? "pipe" : fd, verbose ? "pipe" : fd],
      detached: process.platform !== "win32",
    });
    current = child;
    if (verbose) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on("data", (chunk) => {
          process.stdout.write(chunk);
          writeSync(fd, chunk);
        });
      }
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killTree(child, "SIGTERM");
      setTimeout(() => killTree(child, "SIGKILL"), 10_000).unref();
    }, timeoutMs);
    const finish = (code, error) => {
      clearTimeout(timer);
      current = null;
      closeSync(fd);
      resolve({ code, error, timedOut, logFile, seconds: (Date.now() - started) / 1000 });
    };
    child.on("error", (err) => finish(1, err));
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0), null));
  });
}

function tail(file, lines) {
  try {
    const all = readFileSync(file, "utf8")
      .replace(/\r/g, "")
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, "")
      .split("\n")
      .filter((line) => !/^npm warn Unknown (user|env) config/.test(line));
    // Some tools print a whole object on one line: keep each line short enough to read.
    return all
      .slice(-lines)
      .map((line) => (line.length > 400 ? `${line.slice(0, 400)} …[${line.length - 400} more characters in the log]` : line))
      .join("\n");
  } catch {
    return "(no output)";
  }
}

const results = []; // { suite, passed, failed, skipped, note }

function record(suite, passed, failed, note = "", skipped = 0) {
  results.push({ suite, passed, failed, skipped, note });
}

function report(label, outcome, extra = "") {
  const mark = outcome.ok ? "ok  " : "FAIL";
  console.log(`[${mark}] ${label}${extra ? ` ${extra}` : ""} (${outcome.seconds.toFixed(1)} s)`);
  if (!outcome.ok && !verbose) {
    console.log(`------ last lines of ${relative(root, outcome.logFile)} ------`);
    console.log(tail(outcome.logFile, outcome.tailLines ?? 60));
    console.log("------");
  }
}

/** A command counted as one check (lint, typecheck, build). */
async function check(group, ws, script, timeoutMs) {
  const id = `${group}-${ws.name}`;
  const r = await runLogged(id, npm, ["run", script, "--silent", "-w", ws.pkg], { timeoutMs });
  const ok = r.code === 0 && !r.error;
  report(`${group} ${ws.name}`, { ok, seconds: r.seconds, logFile: r.logFile }, r.timedOut ? "(timed out)" : "");
  return ok;
}

async function vitest(ws) {
  const id = `unit-${ws.name}`;
  const jsonFile = join(logDir, `${id}.json`);
  const r = await runLogged(id, bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${jsonFile}`, "--passWithNoTests"], {
    cwd: join(root, ws.dir),
    timeoutMs: 30 * MIN,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let note = "";
  if (existsSync(jsonFile)) {
    try {
      const json = JSON.parse(readFileSync(jsonFile, "utf8"));
      passed = json.numPassedTests ?? 0;
      failed = json.numFailedTests ?? 0;
      skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      // A test file that failed to load (syntax error, failing hook) has no test results of its own.
      const brokenFiles = (json.testResults ?? []).filter((f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"));
      if (brokenFiles.length) {
        failed += brokenFiles.length;
        note = `${brokenFiles.length} test file(s) failed outside a test`;
      }
    } catch (err) {
      note = `unreadable JSON report (${err.message})`;
    }
  } else {
    note = "no JSON report";
  }
  if (r.code !== 0 && failed === 0) {
    failed = 1;
    note = note || (r.timedOut ? "timed out" : `vitest exited with ${r.code} although every test passed: an unhandled error, see the log`);
  }
  if (r.timedOut) note = `${note ? `${note}; ` : ""}timed out`;
  const suite = ws.name === "server" ? `unit+API server${process.env.TEST_DATABASE_URL ? " (PGlite + PostgreSQL)" : " (PGlite only)"}` : `unit ${ws.name}`;
  record(suite, passed, failed, note, skipped);
  report(suite, { ok: failed === 0, seconds: r.seconds, logFile: r.logFile, tailLines: 120 }, `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

async function playwright() {
  const jsonFile = join(logDir, "e2e.json");
  const r = await runLogged("e2e", bin("playwright"), ["test"], {
    cwd: join(root, "e2e"),
    env: { ...childEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile, PLAYWRIGHT_FORCE_TTY: "0" },
    timeoutMs: 30 * MIN,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let note = "";
  if (existsSync(jsonFile)) {
    try {
      const json = JSON.parse(readFileSync(jsonFile, "utf8"));
      const s = json.stats ?? {};
      passed = (s.expected ?? 0) + (s.flaky ?? 0);
      failed = s.unexpected ?? 0;
      skipped = s.skipped ?? 0;
      if (s.flaky) note = `${s.flaky} flaky (passed on retry)`;
      if ((json.errors ?? []).length && failed === 0) {
        failed = 1;
        note = `error outside the tests: ${String(json.errors[0].message ?? "").split("\n")[0].slice(0, 200)}`;
      }
    } catch (err) {
      note = `unreadable JSON report (${err.message})`;
    }
  } else {
    note = "no JSON report";
  }
  if (r.code !== 0 && failed === 0) {
    failed = 1;
    note = note || `playwright exited with ${r.code}${r.timedOut ? " (timed out)" : ""}`;
  }
  record("e2e (Playwright, Chromium)", passed, failed, note, skipped);
  // The servers' data directories are kept for inspection only when something failed.
  if (failed === 0) {
    const tmp = join(root, "e2e", ".tmp");
    for (const name of existsSync(tmp) ? readdirSync(tmp) : []) if (name.startsWith("run-")) rmSync(join(tmp, name), { recursive: true, force: true });
  }
  report("e2e (Playwright, Chromium)", { ok: failed === 0, seconds: r.seconds, logFile: r.logFile, tailLines: 150 }, `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

const wants = (group) => !only || only.has(group);
const started = Date.now();
console.log(`[test] logs: ${relative(root, logDir)}/  (run with --verbose to stream them)`);
if (!process.env.TEST_DATABASE_URL) {
  console.log("[test] TEST_DATABASE_URL is not set: the server's API tests run on PGlite only, and the two-servers-behind-HAProxy test is skipped.");
}

for (const group of ["lint", "typecheck"]) {
  if (!wants(group)) continue;
  console.log(`\n== ${group} ==`);
  let passed = 0;
  let failed = 0;
  for (const ws of workspaces) {
    if (await check(group, ws, group, 10 * MIN)) passed++;
    else failed++;
  }
  if (group === "lint") {
    // Every decision record carries a status line and the index lists them all (docs/decisions/README.md).
    const r = await runLogged("lint-decisions", process.execPath, [join(root, "scripts", "decisions-index.mjs"), "--check"], { timeoutMs: MIN });
    const ok = r.code === 0 && !r.error;
    report("lint decisions index", { ok, seconds: r.seconds, logFile: r.logFile });
    if (ok) passed++;
    else failed++;
  }
  record(group, passed, failed);
}

let buildOk = true;
if (wants("build")) {
  console.log("\n== build ==");
  let passed = 0;
  let failed = 0;
  // Order matters: the server's bundle loads the built contracts at run time.
  for (const ws of [workspaces[0], workspaces[2], workspaces[1]]) {
    if (await check("build", ws, "build", 10 * MIN)) passed++;
    else failed++;
  }
  buildOk = failed === 0;
  // The phone-download budget of the parent's and caretaker's screens (docs/decisions/0092).
  if (buildOk) {
    if (await check("budget", workspaces[2], "bundle-budget", 2 * MIN)) passed++;
    else failed++;
  }
  record("build", passed, failed);
}

if (wants("unit")) {
  console.log("\n== unit and API tests (Vitest) ==");
  for (const ws of workspaces.filter((w) => w.name !== "e2e")) await vitest(ws);
}

if (wants("e2e")) {
  console.log("\n== browser journeys (Playwright) ==");
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!buildOk) {
    console.log("[FAIL] e2e not run: the build failed");
    record("e2e (Playwright, Chromium)", 0, 1, "not run: the build failed");
  } else if (!existsSync(chromium)) {
    console.log(`[FAIL] e2e not run: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
    record("e2e (Playwright, Chromium)", 0, 1, `no Chromium at ${chromium}`);
  } else {
    await playwright();
  }
}

const total = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), { passed: 0, failed: 0 });
const width = Math.max(...results.map((r) => r.suite.length), 10);
console.log(`\n== summary (${((Date.now() - started) / 1000).toFixed(0)} s) ==`);
for (const r of results) {
  const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`;
  console.log(`${r.failed ? "FAIL" : "ok  "}  ${r.suite.padEnd(width)}  ${counts}${r.note ? `  (${r.note})` : ""}`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || results.length === 0 ? 1 : 0);
