import { LIVE_API, type PhonePositionsBody } from "@app/contracts";
import { apiFetch } from "../../lib/api-client";
import { currentCaptureUserId } from "../attendance-capture/capture-owner";
import { createBrowserPositionStore, type PositionFix } from "../offline/position-store";
import { PositionSharer, type SharerEnvironment } from "./position-sharer";

/** The phone's battery where the browser tells it (Chrome on Android does; Safari and Firefox do not). */
type BatteryNavigator = Navigator & { getBattery?: () => Promise<{ level: number }> };

function browserEnvironment(): SharerEnvironment {
  const nav = navigator as BatteryNavigator;
  let battery: Promise<{ level: number } | null> | null = null;
  return {
    geolocation: nav.geolocation,
    wakeLock: nav.wakeLock,
    batteryLevel: async () => {
      battery ??= nav.getBattery ? nav.getBattery().catch(() => null) : Promise.resolve(null);
      return (await battery)?.level ?? null;
    },
    store: createBrowserPositionStore(),
    send: (positions: PositionFix[]) => apiFetch<unknown>(LIVE_API.phonePositions, { method: "POST", body: { positions } satisfies PhonePositionsBody }),
    userId: currentCaptureUserId,
    document,
    window,
  };
}

let sharer: PositionSharer | null = null;

/** The page's one sharer: the run sheet mounts and unmounts, the queue and the pause survive. */
export function getPositionSharer(): PositionSharer {
  sharer ??= new PositionSharer(browserEnvironment());
  return sharer;
}

/** Tests give their own sharer (fake geolocation, store and sender); null restores the browser's. */
export function setPositionSharerForTests(next: PositionSharer | null) {
  sharer?.detach();
  sharer = next;
}
