import { RUN_SHEET_PATH, runSheetSchema, type RunSheet } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";
import { freshnessOf, keepForOffline, type Freshness } from "../offline/field-sync";

export interface RunSheetAnswer {
  sheet: RunSheet;
  freshness: Freshness;
}

export const runSheetKey = (userUuid: string) => ["run-sheet", userUuid] as const;

/**
 * GET /api/v1/run-sheet (docs/decisions/0051). `offlineFirst`: with no signal the request still
 * goes out, so the service worker can answer it from its copy (TanStack Query would otherwise wait
 * for the browser to come online).
 */
export function useRunSheet(userUuid: string | null | undefined) {
  return useQuery({
    queryKey: runSheetKey(userUuid ?? ""),
    enabled: Boolean(userUuid),
    networkMode: "offlineFirst",
    queryFn: async (): Promise<RunSheetAnswer> => {
      const sheet = runSheetSchema.parse(await apiFetch<unknown>(RUN_SHEET_PATH));
      void keepForOffline(RUN_SHEET_PATH, sheet);
      return { sheet, freshness: freshnessOf(`${userUuid}:${RUN_SHEET_PATH}`, sheet.generatedAt) };
    },
  });
}
