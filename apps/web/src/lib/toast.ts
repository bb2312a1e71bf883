import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "@app/contracts";
import { localize } from "../i18n/current-language";

/**
 * Toasts, with the auto-close times of the contracts' TOAST_MS. A server's answer may carry an
 * English catalogue text ("Absences of Anvi saved."): it is shown in the page's language, as the
 * error texts are; a text already in the page's language is left as it is.
 */
export const toast = {
  success(message: string, autoClose: number = TOAST_MS.default) {
    notifications.show({ message: localize(message), color: "green", autoClose, withBorder: true });
  },
  error(message: string, autoClose: number = TOAST_MS.default) {
    notifications.show({ message: localize(message), color: "red", autoClose, withBorder: true });
  },
};
