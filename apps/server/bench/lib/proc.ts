import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process so far, in milliseconds (Linux /proc). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at ") ".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLK_TCK;
}

/** Resident set size of a process, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * User + system CPU of each thread of a process so far, in milliseconds, summed by the thread's
 * name (Linux /proc/<pid>/task/<tid>/stat). The JavaScript profile sees only the main thread;
 * this shows what libvips (sharp), libuv's pool (fs, fsync, zlib), V8's GC helpers and PGlite
 * cost beside it. Threads that ended since are not counted (the process total is).
 */
export function cpuMsByThread(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const open = stat.indexOf("(");
      const close = stat.lastIndexOf(")");
      const name = tid === String(pid) ? "main" : stat.slice(open + 1, close).replace(/\d+$/, "").trim() || "?";
      const fields = stat.slice(close + 2).split(" ");
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
      out.set(name, (out.get(name) ?? 0) + ms);
    } catch {
      // the thread ended
    }
  }
  return out;
}

/** The growth of each thread group between two readings of cpuMsByThread. */
export function threadDelta(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  return [...after].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)] as [string, number]).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
}

/**
 * Time the threads of a process have spent on a CPU or waiting for one, in milliseconds
 * (/proc/<pid>/task/<tid>/schedstat: run time and run-queue wait, nanoseconds). Unlike CPU time it
 * grows while a busy process is starved of the cores by others, so "quiet" read from it holds on a
 * loaded machine.
 */
export function busyMs(pid: number): number {
  let ns = 0;
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const tid of tids) {
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ").map(Number);
      ns += run + wait;
    } catch {
      // the thread ended
    }
  }
  return ns / 1e6;
}
