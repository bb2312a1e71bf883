import { ageInYears, formatDateIndia, isIsoDate, messages } from "@app/contracts";
import type { ReactNode } from "react";

const { notAvailable, dash } = messages.common;

/** True for null, undefined, NaN and blank text: values the screens show as "N/A" or "-". */
export function isEmptyValue(value: unknown): value is null | undefined | "" {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return Number.isNaN(value);
  if (typeof value === "string") return value.trim() === "";
  return false;
}

/**
 * A value for display, or the empty marker of spec §8 ("Empty values display as N/A or -"):
 * "N/A" in detail views (default), "-" in table cells (`empty="dash"`).
 */
export function displayValue(value: string | number | null | undefined, empty: "na" | "dash" = "na"): string {
  return isEmptyValue(value) ? (empty === "dash" ? dash : notAvailable) : String(value);
}

/** `displayValue` as a component; `children` wins when given and the value is present. */
export function ValueText({
  value,
  empty = "na",
  children,
}: {
  value: string | number | null | undefined;
  empty?: "na" | "dash";
  children?: ReactNode;
}) {
  if (isEmptyValue(value)) return <>{empty === "dash" ? dash : notAvailable}</>;
  return <>{children ?? String(value)}</>;
}

/**
 * A birth date as "DD-MM-YYYY (N years)" (India default, age from the date unless given), or "N/A".
 */
export function dateWithAge(dob: string | null | undefined, age?: number | null): string {
  if (!dob) return notAvailable;
  const years = typeof age === "number" ? age : isIsoDate(dob) ? ageInYears(dob) : null;
  return years === null ? formatDateIndia(dob) : messages.staff.ui.dobWithAge(formatDateIndia(dob), years);
}
