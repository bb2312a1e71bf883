// Vehicle limits and the registration format: no zod here, so the catalogue and screens can import them (docs/decisions/0160).
export const VEHICLE_SEATS_MIN = 1;
export const VEHICLE_SEATS_MAX = 60;
/** The papers of a vehicle that expire, warned like staff documents (docs/decisions/0264). */
export const VEHICLE_PAPER_KINDS = ["permit", "fitness", "insurance", "puc"] as const;
export type VehiclePaperKind = (typeof VEHICLE_PAPER_KINDS)[number];

/** "ap-07 tb 1234" → "AP07TB1234": upper case, without spaces, dashes or dots. */
export function normaliseRegistration(value: string): string {
  return value.toUpperCase().replace(/[\s.-]+/g, "");
}

/**
 * An Indian registration once normalised (docs/decisions/0264): state, district (1–2 digits), series
 * (0–3 letters), number (four digits, as painted: 0001), e.g. AP07TB1234, DL3CAB1234; or the BH series: year, "BH",
 * four digits, one or two letters, e.g. 22BH1234AA.
 */
export function isIndianRegistration(normalised: string): boolean {
  return /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/.test(normalised) || /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(normalised);
}

/** How often Traccar Client sends a position (seconds): the run sheet's phone sends every 10–15 s too. */
export const TRACCAR_CLIENT_INTERVAL_SECONDS = 15;

/**
 * The text of the QR code that sets up the Traccar Client app for a vehicle (docs/decisions/0264):
 * an http(s) URL whose origin and path become the app's server URL and whose query sets the app's
 * preferences by their names (`id`, `interval` in seconds, `accuracy`, `distance` 0 = by time).
 */
export function traccarClientSetupUrl(origin: string, trackerPath: string, trackerId: string): string {
  const query = new URLSearchParams({ id: trackerId, interval: String(TRACCAR_CLIENT_INTERVAL_SECONDS), accuracy: "high", distance: "0", buffer: "true" });
  return `${origin}${trackerPath}?${query.toString()}`;
}
