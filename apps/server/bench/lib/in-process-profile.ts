import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * A CPU profile of this process from now until the returned function is called, written to
 * `file` (.cpuprofile, opens in Chrome's DevTools); no file, no profiling (the stop does nothing).
 */
export async function profileInProcess(file: string, samplingIntervalUs: number): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: samplingIntervalUs });
  await session.post("Profiler.start");
  return async () => {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
