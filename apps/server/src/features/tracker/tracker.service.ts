import {
  messages,
  POSITION_MAX_ACCURACY_M,
  POSITION_MAX_FUTURE_SECONDS,
  TRACKER_MIN_INTERVAL_SECONDS,
  type PhonePositionsBody,
  type PhonePositionsResponse,
  type PositionIgnoredReason,
  type TrackerResponse,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { AuthContext } from "../../plugins/auth";
import { degrees, MAX_SPEED_KMH, MS_TO_KMH, readTrackerRequest, tidy } from "./tracker-formats";
import * as repo from "./tracker.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrackerServiceOptions {
  clock: () => Date;
  /** POSITION_RETENTION_DAYS: an older fix would be deleted by the next sweep, so it is not stored. */
  retentionDays: number;
  /** Called with the assignments whose live view changed (lib/live-bus announceLive). */
  announce: (assignmentIds: string[]) => void;
}

/** What makes a well-formed fix unusable, or null when it may be stored (docs/decisions/0265). */
export function fixProblem(fix: { at: Date; accuracyM: number | null; lat: number; lng: number }, now: Date, retentionDays: number): PositionIgnoredReason | null {
  if (fix.accuracyM !== null && fix.accuracyM > POSITION_MAX_ACCURACY_M) return "accuracy";
  if (fix.at.getTime() > now.getTime() + POSITION_MAX_FUTURE_SECONDS * 1000) return "future";
  if (fix.at.getTime() < now.getTime() - retentionDays * DAY_MS) return "tooOld";
  // 0,0 ("null island", in the Atlantic) is what a receiver without a fix reports.
  if (fix.lat === 0 && fix.lng === 0) return "invalid";
  return null;
}

/**
 * Positions from trackers (`/api/v1/tracker`, no session: the vehicle's tracker id is the identity)
 * and from the caretaker's phone (`/api/v1/positions`), docs/decisions/0265.
 */
export class TrackerService {
  constructor(
    private readonly db: Db,
    private readonly options: TrackerServiceOptions,
  ) {}

  async fromTracker(query: Record<string, unknown>, body: unknown): Promise<TrackerResponse> {
    const report = readTrackerRequest(query, body);
    const now = this.options.clock();
    let stored = 0;
    let ignored = 0;
    let reason: PositionIgnoredReason | null = null;
    const changed = new Set<string>();
    for (const fix of report.fixes) {
      const at = fix.at ?? now;
      const problem = fix.flagged ?? fixProblem({ ...fix, at }, now, this.options.retentionDays);
      // The look-up is part of the same statement: an unusable fix still tells an unknown id apart.
      // Its values are not sent at all: a time in the year 275760 or an accuracy of 1e300 is no
      // value the database would even read.
      const row = problem
        ? { source: fix.source, at: now, lat: 0, lng: 0, accuracyM: null, speedKmh: null, bearing: null, altitudeM: null, battery: null }
        : { source: fix.source, at, lat: fix.lat, lng: fix.lng, accuracyM: fix.accuracyM, speedKmh: fix.speedKmh, bearing: fix.bearing, altitudeM: fix.altitudeM, battery: fix.battery };
      const result = await repo.storeTrackerFix(this.db, report.trackerId, row, !problem, TRACKER_MIN_INTERVAL_SECONDS * 1000);
      if (!result) throw notFound(messages.tracker.unknownTracker);
      if (result.stored) {
        stored += 1;
        for (const id of result.assignmentIds) changed.add(id);
      } else {
        ignored += 1;
        reason ??= problem ?? "duplicate";
      }
    }
    if (changed.size > 0) this.options.announce([...changed]);
    return { data: { stored, ignored, reason } };
  }

  /** The caretaker's batch: her own assignments only (the rule of her captures, docs/decisions/0231). */
  async fromPhone(body: PhonePositionsBody, auth: AuthContext): Promise<PhonePositionsResponse> {
    const requested = [...new Set(body.positions.map((p) => p.assignmentUuid.toLowerCase()))];
    const own = await repo.caretakersAssignments(this.db, auth.userId, requested);
    if (own.length !== requested.length) throw forbidden(messages.tracker.notYourAssignment);
    const vehicleOf = new Map(own.map((a) => [a.id, a.vehicleId]));
    const now = this.options.clock();
    const seen = new Set<string>();
    const rows: repo.PhonePositionRow[] = [];
    let ignored = 0;
    let duplicates = 0;
    for (const p of body.positions) {
      const assignmentId = p.assignmentUuid.toLowerCase();
      const at = new Date(p.at);
      const fix = { at, lat: p.lat, lng: p.lng, accuracyM: p.accuracy ?? null };
      if (fixProblem(fix, now, this.options.retentionDays)) {
        ignored += 1;
        continue;
      }
      const key = `${assignmentId}|${at.getTime()}`;
      if (seen.has(key)) {
        duplicates += 1;
        continue;
      }
      seen.add(key);
      rows.push({
        assignmentId,
        vehicleId: vehicleOf.get(assignmentId) ?? null,
        at,
        lat: degrees(p.lat),
        lng: degrees(p.lng),
        accuracyM: tidy(p.accuracy, 0, POSITION_MAX_ACCURACY_M),
        // The Geolocation API gives m/s (null when not known).
        speedKmh: tidy(p.speed === null || p.speed === undefined ? null : p.speed * MS_TO_KMH, 0, MAX_SPEED_KMH),
        bearing: tidy(p.heading, 0, 360),
        battery: tidy(p.battery, 0, 100, 1),
      });
    }
    const stored = await repo.insertPhonePositions(this.db, rows, auth.userId);
    duplicates += rows.length - stored;
    if (stored > 0) this.options.announce([...new Set(rows.map((r) => r.assignmentId))]);
    return { data: { stored, duplicates, ignored } };
  }

  /** The housekeeping's part (docs/decisions/0265): positions older than POSITION_RETENTION_DAYS go. */
  async deleteExpired(now = this.options.clock(), batch = 5000): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.retentionDays * DAY_MS);
    let total = 0;
    for (;;) {
      const n = await repo.deletePositionsBefore(this.db, cutoff, batch);
      total += n;
      if (n < batch) return total;
    }
  }
}
