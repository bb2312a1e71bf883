import { LEGS_OF_RUN, TIME_ZONE, todayInIndia, type DayRun } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import { announceLive, onLiveAnnouncedHere, type LiveAnnouncement } from "../../lib/live-bus";
import * as repo from "./live.repository";

/** The usual window is read from this many past days, and widened by this many minutes on each side. */
const HISTORY_DAYS = 28;
const MARGIN_MINUTES = 30;
const INDIA_CLOCK = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * A run starts with its first position inside its usual window (docs/decisions/0262): from the
 * earliest first-leg time to the latest last-leg time of the last four weeks, 30 minutes
 * wider each side. A run without history starts only by a capture or "Start run". Runs on the
 * server that stored the positions (the announcement's own server), so once however many servers
 * there are; what is known per assignment and day is kept, so a stream of positions costs no
 * query once its run is on.
 */
export function startRunsFromPositions(app: FastifyInstance): () => void {
  let day = "";
  /** Per assignment: on (true), its window (or null: no history) for `day`. */
  const known = new Map<string, true | { from: number; to: number } | null>();
  let chain = Promise.resolve();

  const handle = async (change: LiveAnnouncement) => {
    const now = app.clock();
    const today = todayInIndia(now);
    if (today !== day) {
      day = today;
      known.clear();
    }
    const open = change.assignmentIds.filter((id) => known.get(id) !== true && known.get(id) !== null);
    if (!open.length) return;
    const started = await repo.runStartsOn(app.db, open, today);
    const [h, m] = INDIA_CLOCK.format(now).split(":").map(Number);
    const minute = h! * 60 + m!;
    const newlyOn: string[] = [];
    for (const id of open) {
      if (started.has(id)) {
        known.set(id, true);
        continue;
      }
      let window = known.get(id) as { from: number; to: number } | null | undefined;
      if (window === undefined) {
        const assignment = await repo.assignmentById(app.db, id);
        window = assignment ? await repo.usualWindow(app.db, id, LEGS_OF_RUN[assignment.run as DayRun], today, HISTORY_DAYS) : null;
        known.set(id, window);
      }
      if (!window || minute < window.from - MARGIN_MINUTES || minute > window.to + MARGIN_MINUTES) continue;
      if (await repo.insertRunStart(app.db, { assignmentId: id, date: today, source: "position", startedBy: null, startedAt: now })) newlyOn.push(id);
      known.set(id, true);
    }
    if (newlyOn.length) announceLive(app, { assignmentIds: newlyOn, kind: "run" });
  };

  return onLiveAnnouncedHere(app.database, (change) => {
    if (change.kind !== "position") return;
    // One at a time: a burst of positions does not read the same window twice.
    chain = chain.then(() => handle(change)).catch((err: unknown) => app.log.warn({ err }, "run start from positions failed"));
  });
}
