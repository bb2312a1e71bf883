import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the old generation grow over what survived the last full collection, in
 * percent (docs/decisions/0177). V8 picks up to about 300 % by itself on a machine with memory to
 * spare, so a long export's short-lived rows pile up as garbage until the heap is three times the
 * live data (the 150–190 MiB of RSS growth of decision 0146). 30 % is V8's own "conservative"
 * factor: the heap still grows with whatever is live (no hard limit, so no "heap limit reached"
 * crash under a burst of live data), it only collects sooner.
 */
export const HEAP_GROWING_PERCENT = 30;

const HEAP_FLAGS = /--(heap-growing-percent|max-old-space-size|max-heap-size)\b/;

/**
 * Applied once, first thing at start-up, before the heap has grown; the limit is recomputed after
 * every full collection, so it takes effect from the first one. An operator who passes their own
 * heap flag (on the command line or in NODE_OPTIONS) keeps it.
 */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ""): boolean {
  if (execArgv.some((a) => HEAP_FLAGS.test(a)) || HEAP_FLAGS.test(nodeOptions)) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
