// Document validity: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
/** A police verification is treated as valid for this many years from its date. */
export const POLICE_VERIFICATION_VALID_YEARS = 3;
/** The admin's dashboard warns this many days before a document expires (and on and after the day). */
export const DOCUMENT_WARNING_DAYS = 30;


/** The day a police verification of `verifiedOn` stops being valid (YYYY-MM-DD). */
export function policeVerificationExpiry(verifiedOn: string): string {
  const [y, mo, d] = verifiedOn.split("-").map(Number);
  const date = new Date(Date.UTC(y + POLICE_VERIFICATION_VALID_YEARS, mo - 1, d));
  // 29 February plus N years is 1 March in a common year, as Date does it.
  return date.toISOString().slice(0, 10);
}
