import { RUN_SHEET_PATH, runSheetSchema, type RunSheet } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiFetch } from "../../lib/api-client";
import { freshnessOf, type Freshness } from "../offline/field-sync";

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
  const query = useQuery({
    queryKey: runSheetKey(userUuid ?? ""),
    enabled: Boolean(userUuid),
    networkMode: "offlineFirst",
    queryFn: async (): Promise<RunSheetAnswer> => {
      const sheet = runSheetSchema.parse(await apiFetch<unknown>(RUN_SHEET_PATH));
      return { sheet, freshness: freshnessOf(`${userUuid}:${RUN_SHEET_PATH}`, sheet.generatedAt) };
    },
  });
  // On the very first visit the service worker takes the page only after the sheet was fetched:
  // fetch it once more through the worker so the phone keeps a copy for the van.
  const { refetch } = query;
  useEffect(() => {
    const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onControl = () => void refetch();
    container.addEventListener("controllerchange", onControl);
    return () => container.removeEventListener("controllerchange", onControl);
  }, [refetch]);
  return query;
}
