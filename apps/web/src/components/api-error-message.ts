import { messages } from "@app/contracts";
import { ApiError } from "../lib/api-client";

/**
 * The text to show for a failed call: the server's own 4xx `{ error }` text when it has one (a
 * field rule, "This phone number is already used…", "Only JPG and PNG files are allowed."),
 * `networkFallback` when the server could not be reached, otherwise `fallback` (the catalogue's
 * failure toast of spec §8).
 */
export function apiErrorMessage(error: unknown, fallback: string, networkFallback: string = fallback): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return networkFallback;
    if (error.status >= 400 && error.status < 500 && error.message && error.message !== messages.auth.serverErrors.invalidRequest) {
      return error.message;
    }
  }
  return fallback;
}
