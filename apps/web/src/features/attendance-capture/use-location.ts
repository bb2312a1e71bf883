import { messages } from "@app/contracts";
import { useCallback, useEffect, useRef, useState } from "react";

export type LocationState =
  | { status: "pending" }
  | { status: "found"; latitude: number; longitude: number; accuracy: number }
  | { status: "denied" }
  | { status: "unavailable" };

/** First try: GPS, a fix at most 30 s old, 15 s to find one. */
export const PRECISE: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 };
/** Second try (no GPS fix in a van or indoors): network location, a fix up to 2 min old. */
export const COARSE: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 120_000 };

const PERMISSION_DENIED = 1;

function locate(geolocation: Geolocation, options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, options));
}

/** Six decimals is about 0.1 m: more is noise. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The location of the capture (spec §4: requested when the dialog opens). A refused permission
 * shows the spec's alert; a fix that cannot be found (no GPS, timeout) is retried once with network
 * location, then reported as unavailable. `ensure()` gives the current fix, or waits for the
 * request in flight, or asks again (Submit, the Try again button).
 */
export function useLocation() {
  const [state, setState] = useState<LocationState>({ status: "pending" });
  const stateRef = useRef(state);
  const inFlight = useRef<Promise<LocationState> | null>(null);
  const mounted = useRef(true);

  const update = useCallback((next: LocationState) => {
    stateRef.current = next;
    if (mounted.current) setState(next);
    return next;
  }, []);

  const request = useCallback((): Promise<LocationState> => {
    if (inFlight.current) return inFlight.current;
    const geolocation = typeof navigator !== "undefined" ? navigator.geolocation : undefined;
    if (!geolocation) return Promise.resolve(update({ status: "unavailable" }));
    update({ status: "pending" });
    const denied = () => {
      if (mounted.current) window.alert(messages.attendance.alerts.locationDenied);
      return update({ status: "denied" });
    };
    inFlight.current = (async () => {
      let position: GeolocationPosition;
      try {
        position = await locate(geolocation, PRECISE);
      } catch (first) {
        if ((first as GeolocationPositionError).code === PERMISSION_DENIED) return denied();
        try {
          position = await locate(geolocation, COARSE);
        } catch (second) {
          if ((second as GeolocationPositionError).code === PERMISSION_DENIED) return denied();
          return update({ status: "unavailable" });
        }
      }
      const { latitude, longitude, accuracy } = position.coords;
      return update({ status: "found", latitude: round6(latitude), longitude: round6(longitude), accuracy: Math.round(accuracy) });
    })().finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }, [update]);

  const ensure = useCallback((): Promise<LocationState> => {
    if (stateRef.current.status === "found") return Promise.resolve(stateRef.current);
    return request();
  }, [request]);

  useEffect(() => {
    mounted.current = true;
    void request();
    return () => {
      mounted.current = false;
    };
  }, [request]);

  return { location: state, retry: request, ensure };
}
