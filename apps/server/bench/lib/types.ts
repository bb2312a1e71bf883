import type { Database } from "../../src/db/client";
import type { BenchWorld } from "./seed";

/** One HTTP request of a load run. */
export interface LoadRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  /** Built per request (a capture needs a fresh kid/type/date each time). */
  body?: Buffer | string | (() => Buffer | string);
  /** Headers made fresh for each request (an Idempotency-Key). */
  freshHeaders?: () => Record<string, string>;
}

export interface LoadPlan {
  /** Requests sent in turn by each connection. */
  requests: LoadRequest[];
  connections?: number;
  /** Seconds per timed run (halved by --quick). */
  seconds?: number;
  /** Offered load in requests a second across all connections; unset = as fast as possible. */
  rate?: number;
  /**
   * Alternate with a bare node:http server answering the bytes of requests[0] (same status,
   * type and compression). False for calls whose work is the point (uploads).
   */
  baseline?: boolean;
  /** Status every answer must have (default 200). */
  expectStatus?: number;
}

export interface BenchContext {
  baseUrl: string;
  /** True when the server also serves the built web app (apps/web/dist) at baseUrl. */
  servesWeb: boolean;
  /** Resident memory of the server process now, in MiB. */
  rssMiB(): number;
  kind: Database["kind"];
  quick: boolean;
  /** True when `--only` names the running bench (a bench --quick skips may run when asked for). */
  named: boolean;
  world: BenchWorld;
  /** Logs in over HTTP and returns the bearer header. */
  login(identifier: string, password: string): Promise<Record<string, string>>;
}

/**
 * A bench file in bench/benches/*.bench.ts default-exports one of these (or an array). The
 * harness finds the files itself: adding a bench means adding a file, nothing else.
 */
export interface Bench {
  name: string;
  /** Writes extra data straight into the fresh database before the server starts. */
  seed?(database: Database, world: BenchWorld, quick: boolean): Promise<void>;
  /** One or more load runs (each alternated with its baseline). */
  plans(ctx: BenchContext): Promise<Array<LoadPlan & { label: string }>>;
  /** Databases the bench runs on (default: every one asked for). */
  databases?: Array<Database["kind"]>;
  /**
   * Measurements that are not load runs (browser timings, memory over many requests): run after the
   * plans; each returned row is printed in the summary table of its own.
   */
  measure?(ctx: BenchContext): Promise<MeasureRow[]>;
}

/** One line of a bench's own measurements: what, the figure, the target, and whether it is met. */
export interface MeasureRow {
  label: string;
  value: string;
  target?: string;
  ok?: boolean;
}

export function defineBench(bench: Bench): Bench {
  return bench;
}
