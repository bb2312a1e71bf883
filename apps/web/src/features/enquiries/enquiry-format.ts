import { formatDateIndia, messages, type Enquiry } from "@app/contracts";

const m = messages.enquiries;

/** Activity list as one line (spec §2.9: the list joined with ", "). */
export function activityText(activity: Enquiry["activity"] | string | null | undefined): string {
  if (Array.isArray(activity)) return activity.filter((a) => a.trim().length > 0).join(", ");
  return activity ?? "";
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return "";
  return (m.statusLabels as Record<string, string>)[status] ?? status;
}

/** Spec §8: empty values display as N/A (details) or - (table). */
export function orEmpty(value: string | number | null | undefined, empty: string): string {
  if (value === null || value === undefined) return empty;
  const text = String(value).trim();
  return text.length > 0 ? text : empty;
}

export function dateText(value: string | null | undefined): string {
  return value ? formatDateIndia(value) : "";
}

export const STATUS_COLORS: Record<string, string> = {
  contacted: "blue",
  won: "green",
  lost: "red",
  "follow-up": "yellow",
};
