import { isMaskedAadhaar, maskAadhaar } from "@app/contracts";
import { displayValue } from "./value-text";

/**
 * An Aadhaar number as every screen must show it: "XXXX XXXX 1234" (decisions.md §3). The server
 * already masks; this is the belt-and-braces step so a clear number can never reach the screen.
 * Returns "" for an empty value.
 */
export function maskAadhaarForDisplay(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).trim();
  if (!text) return "";
  if (isMaskedAadhaar(text)) return maskAadhaar(text.replace(/\s+/g, "").slice(-4));
  const digits = text.replace(/\D/g, "");
  return digits.length >= 4 ? maskAadhaar(digits.slice(-4)) : maskAadhaar("XXXX");
}

/** Shows an Aadhaar number masked, or "N/A" when there is none. */
export function MaskedAadhaar({ value }: { value: string | number | null | undefined }) {
  const masked = maskAadhaarForDisplay(value);
  return <span style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>{displayValue(masked)}</span>;
}
