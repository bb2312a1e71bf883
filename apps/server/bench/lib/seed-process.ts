import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
// Types only: this module is loaded before the app's modules and must not pull them in.
import type { Prepared, Timing } from "./prepare";

const SEED_CHILD = fileURLToPath(new URL("../seed-child.ts", import.meta.url));

export interface SeededInChild {
  prepared: Prepared;
  timings: Timing[];
}

/** Seeds one database in a process of its own (`bench/seed-child.ts`), which inherits tsx's loader from this one. */
export function seedInChild(kind: Prepared["kind"], args: string[]): Promise<SeededInChild> {
  return new Promise((resolve, reject) => {
    const child = fork(SEED_CHILD, [`--seed=${kind}`, ...args], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let answer: Partial<SeededInChild> & { error?: string } = {};
    child.on("message", (m) => (answer = m as typeof answer));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (answer.prepared) resolve({ prepared: answer.prepared, timings: answer.timings ?? [] });
      else reject(new Error(`seeding ${kind} failed (exit ${code}): ${answer.error ?? "no answer"}`));
    });
  });
}
