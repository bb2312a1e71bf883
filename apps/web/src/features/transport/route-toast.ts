import { TOAST_MS } from "@app/contracts";
import { toast } from "../../lib/toast";

/**
 * The route screens' toasts (spec §8 Transport routes and Kid routes) close after 1000 ms (§9).
 * A server's own explanation (a name clash, a route still in use) is longer than the catalogue
 * texts, so it stays for the default time: one second is too short to read it.
 */
export const routeToast = {
  success(message: string) {
    toast.success(message, TOAST_MS.routes);
  },
  /** `fallback` is the catalogue text; anything else is the server's own text. */
  error(message: string, fallback: string) {
    toast.error(message, message === fallback ? TOAST_MS.routes : TOAST_MS.default);
  },
};
