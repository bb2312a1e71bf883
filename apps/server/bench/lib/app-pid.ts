import { readdirSync, readFileSync } from "node:fs";

/**
 * The process id of the built server listening at `baseUrl`: a bench that measures the server's
 * own memory finds it by the PORT it was started with (the harness spawns dist/main.js with it).
 */
export function appPid(baseUrl: string): number {
  const port = new URL(baseUrl).port;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmdline.includes("dist/main.js")) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // the process ended or is not ours to read
    }
  }
  throw new Error(`no server process found for ${baseUrl}`);
}
