#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (contracts, web app, server), then runs
// the built server in this process tree. `npm run dev` (`--dev`): Vite dev server + tsx watch.
//
// Configuration is by environment variables only (see README.md, "Configuration").
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const force = process.argv.includes("--rebuild");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const p = (...parts) => join(root, ...parts);

/** Newest modification time (ms) of the files under the given paths, skipping build output. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
        visit(join(path, name));
      }
    } else if (st.mtimeMs > newest) {
      newest = st.mtimeMs;
    }
  };
  paths.forEach(visit);
  return newest;
}

const contractsSources = [p("packages/contracts/src"), p("packages/contracts/tsconfig.build.json"), p("packages/contracts/package.json")];

const targets = [
  {
    name: "contracts",
    workspace: "@app/contracts",
    output: p("packages/contracts/dist/index.js"),
    sources: contractsSources,
  },
  {
    name: "web app",
    workspace: "@app/web",
    output: p("apps/web/dist/index.html"),
    // The web app bundles the contracts from source.
    sources: [p("apps/web/src"), p("apps/web/public"), p("apps/web/index.html"), p("apps/web/vite.config.ts"), p("apps/web/package.json"), ...contractsSources],
  },
  {
    name: "server",
    workspace: "@app/server",
    output: p("apps/server/dist/main.js"),
    // Contracts stay external to the server bundle (loaded from packages/contracts/dist at run time).
    sources: [p("apps/server/src"), p("apps/server/build.mjs"), p("apps/server/package.json")],
  },
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function buildIfNeeded(target) {
  let reason = null;
  if (force) reason = "--rebuild given";
  else if (!existsSync(target.output)) reason = "not built yet";
  else if (newestMtime(target.sources) > statSync(target.output).mtimeMs) reason = "sources changed";
  if (!reason) return;
  console.log(`[start] building the ${target.name} (${reason})...`);
  const code = run(npm, ["run", "build", "--silent", "-w", target.workspace]);
  if (code !== 0) {
    console.error(`[start] building the ${target.name} failed (exit ${code}); not starting.`);
    process.exit(code);
  }
}

/** Runs children in this process tree; SIGINT/SIGTERM are forwarded; exits with the first child's code. */
function supervise(children) {
  let exiting = false;
  const forward = (signal) => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on("SIGINT", () => forward("SIGINT"));
  process.on("SIGTERM", () => forward("SIGTERM"));
  process.on("SIGHUP", () => forward("SIGHUP"));
  for (const child of children) {
    child.on("error", (err) => {
      console.error(`[start] could not start a process: ${err.message}`);
      forward("SIGTERM");
      process.exit(1);
    });
    child.on("exit", (code, signal) => {
      if (exiting) return;
      exiting = true;
      // One part stopped: stop the others too, then leave with its code.
      forward("SIGTERM");
      const exitCode = code ?? (signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1);
      const waitOthers = children.filter((c) => c !== child && c.exitCode === null && c.signalCode === null);
      if (waitOthers.length === 0) process.exit(exitCode);
      let left = waitOthers.length;
      for (const other of waitOthers) other.on("exit", () => --left === 0 && process.exit(exitCode));
      setTimeout(() => process.exit(exitCode), 5000).unref();
    });
  }
}

if (!existsSync(p("node_modules"))) {
  console.error("[start] dependencies are not installed: run `npm install` first.");
  process.exit(1);
}

if (dev) {
  // The server imports @app/contracts; with the "source" condition tsx loads its TypeScript directly.
  const server = spawn(npm, ["run", "dev", "--silent", "-w", "@app/server"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development", NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --conditions=source`.trim() },
  });
  const web = spawn(npm, ["run", "dev", "--silent", "-w", "@app/web"], { cwd: root, stdio: "inherit" });
  console.log("[start] dev mode: web app on http://localhost:5173 (proxying /api to the server on PORT, default 3000)");
  supervise([server, web]);
} else {
  for (const target of targets) buildIfNeeded(target);
  const server = spawn(process.execPath, [p("apps/server/dist/main.js")], { stdio: "inherit", env: process.env });
  supervise([server]);
}
