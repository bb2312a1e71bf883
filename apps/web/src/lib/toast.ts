import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "@app/contracts";

/** Toasts of spec §8 with the auto-close times of §9. */
export const toast = {
  success(message: string, autoClose: number = TOAST_MS.default) {
    notifications.show({ message, color: "green", autoClose, withBorder: true });
  },
  error(message: string, autoClose: number = TOAST_MS.default) {
    notifications.show({ message, color: "red", autoClose, withBorder: true });
  },
};
