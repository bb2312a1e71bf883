/**
 * Paths of the van's geography and live position (docs/decisions/0260–0263). Integrations depend on
 * these names: keep them.
 */
const id = (value: string) => encodeURIComponent(value);

export const LIVE_API = {
  /** GET (admin): the vehicles; POST (admin, JSON): add one (201 with its trackerId). */
  vehicles: "/api/v1/vehicles",
  /** GET / PUT / DELETE (admin): one vehicle. */
  vehicle: (uuid: string) => `/api/v1/vehicles/${id(uuid)}`,
  /** POST (admin): a new trackerId for the vehicle (the old one stops being accepted). */
  vehicleTrackerId: (uuid: string) => `/api/v1/vehicles/${id(uuid)}/tracker-id`,
  /** GET or POST (no session; the trackerId is the identity): OsmAnd, Traccar Client 9 JSON, Traccar forward JSON. */
  tracker: "/api/v1/tracker",
  /** POST (caretaker): a batch of her phone's positions while the run sheet is open. */
  phonePositions: "/api/v1/positions",
  /** PUT (admin): the kid's home point { lat, lng }; GET (admin): it and the point proposed from past captures. */
  kidHomePoint: (kidUuid: string) => `/api/v1/kids/${id(kidUuid)}/home-point`,
  /** PUT (admin): an institute's point { lat, lng }, by its position in the kid's institutes (0-based). */
  kidInstitutePoint: (kidUuid: string, position: number) => `/api/v1/kids/${id(kidUuid)}/institutes/${position}/point`,
  /** GET (the kid's parents, admins): { active, vehicle, eta }. */
  kidLive: (kidUuid: string) => `/api/v1/kids/${id(kidUuid)}/live`,
  /** GET (admin): every van's last position, staleness, battery, next stop, minutes behind. */
  liveVehicles: "/api/v1/live/vehicles",
  /** GET (logged in): Server-Sent Events of what the caller may see; Last-Event-ID resumes. */
  liveStream: "/api/v1/live/stream",
  /** POST (caretaker): "Start run" for one of her assignments today. */
  startRun: (assignmentUuid: string) => `/api/v1/assignments/${id(assignmentUuid)}/start-run`,
  /** GET (admin): the share of approach alerts kept within ±3 minutes, per route, last 30 days. */
  etaAccuracy: "/api/v1/live/eta-accuracy",
  /** GET (anyone): the map's tile URL template and attribution (MAP_TILE_URL). */
  mapConfig: "/api/v1/map-config",
} as const;

export const LIVE_API_ROUTES = {
  vehicle: "/api/v1/vehicles/:uuid",
  vehicleTrackerId: "/api/v1/vehicles/:uuid/tracker-id",
  kidHomePoint: "/api/v1/kids/:uuid/home-point",
  kidInstitutePoint: "/api/v1/kids/:uuid/institutes/:position/point",
  kidLive: "/api/v1/kids/:uuid/live",
  startRun: "/api/v1/assignments/:uuid/start-run",
} as const;

/** After this many seconds without a position a van is "stale" (shown as "last seen … ago"). */
export const LIVE_STALE_AFTER_SECONDS = 90;
/** Approach-alert lead times a parent may choose (minutes; 0 = off). */
export const APPROACH_LEAD_CHOICES = [0, 5, 10, 15] as const;
export const DEFAULT_APPROACH_LEAD_MINUTES = 10;

/** The events of GET /api/v1/live/stream ("event:" names). Data carries ids only where noted. */
export const LIVE_EVENTS = {
  /** data: { assignmentUuid } — a van of the caller's view moved; re-read the live call. */
  position: "position",
  /** data: { assignmentUuid } — a run started or ended. */
  run: "run",
} as const;
