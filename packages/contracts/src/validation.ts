import { PHONE_DIGITS } from "./constants.js";

/** A simple, permissive email shape: something@something.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TEN_DIGITS = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isTenDigitPhone(value: string): boolean {
  return TEN_DIGITS.test(value);
}

/** Login and reset identify a person by email or 10-digit mobile. */
export function identifierKind(value: string): "email" | "mobile" | "invalid" {
  const v = value.trim();
  if (isTenDigitPhone(v)) return "mobile";
  if (isEmail(v)) return "email";
  return "invalid";
}

/** Aadhaar numbers are only ever shown masked (decisions.md §3): "XXXX XXXX 1234". */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}

/** The masked form a client received and sent back ("XXXX XXXX 1234", also without spaces or with *). */
export const MASKED_AADHAAR_PATTERN = /^[Xx*]{4}\s?[Xx*]{4}\s?\d{4}$/;

export function isMaskedAadhaar(value: string): boolean {
  return MASKED_AADHAAR_PATTERN.test(value.trim());
}
