import { z } from "zod";

/**
 * The caretaker's "Start run" (POST /api/v1/assignments/{uuid}/start-run; docs/decisions/0262):
 * 201 when this call started today's run, 200 when it was already on (the call is idempotent).
 */
export const startRunResponseSchema = z.object({
  data: z.object({
    assignmentUuid: z.string(),
    /** YYYY-MM-DD, the day in India. */
    date: z.string(),
    /** ISO time the run started (by this call, the first capture, the first position or an earlier call). */
    startedAt: z.string(),
    alreadyOn: z.boolean(),
  }),
});
export type StartRunResponse = z.infer<typeof startRunResponseSchema>;

/** Open live streams per session at most (a phone's tabs and the office's screens); one more gets 429. */
export const LIVE_STREAMS_PER_SESSION = 6;
/** The stream's heartbeat (seconds): shorter than a proxy's idle timeout (30 s in the two-servers test's HAProxy, 60 s in nginx by default). */
export const LIVE_HEARTBEAT_SECONDS = 20;
