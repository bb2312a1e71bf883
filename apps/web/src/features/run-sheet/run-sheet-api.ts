import { runSheetAnswerSchema, runSheetPath, type RunSheet, type RunSheetDay } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetchWithHeaders } from "../../lib/api-client";
import { keepForOffline } from "../offline/field-sync";

/** Every day of the caretaker's sheets (the queue invalidates them all when a capture is sent). */
export const runSheetKey = (userUuid: string, day?: RunSheetDay) => (day ? (["run-sheet", userUuid, day] as const) : (["run-sheet", userUuid] as const));

/**
 * GET /api/v1/run-sheet[?day=tomorrow] (docs/decisions/0051, 0053). `offlineFirst`: with no signal
 * the request still goes out, so the service worker can answer it from its copy (TanStack Query
 * would otherwise wait for the browser to come online). Whether the answer is that copy is read
 * by `<OfflineNote paths={[runSheetPath(day)]} />`.
 */
export function useRunSheet(userUuid: string | null | undefined, day: RunSheetDay = "today") {
  return useQuery({
    queryKey: runSheetKey(userUuid ?? "", day),
    enabled: Boolean(userUuid),
    networkMode: "offlineFirst",
    queryFn: async (): Promise<RunSheet> => {
      const path = runSheetPath(day);
      const { data, headers } = await apiFetchWithHeaders<unknown>(path);
      // The mini mirror of runSheetSchema: the same rules without zod classic on the phone (docs/decisions/0160).
      const sheet = runSheetAnswerSchema.parse(data);
      void keepForOffline(path, sheet, headers);
      return sheet;
    },
  });
}
