/**
 * The API answers kept on the phone for work without a signal (issue 9, docs/decisions/0052):
 * the caretaker's run sheet, routes and profile, the parent's kid, routes and day (the home's
 * kid-days), the parent's privacy answer (the dashboard opens behind it), and the photos they show. Shared by the service worker's build config and the sign-out clean-up.
 */
export const FIELD_DATA_CACHE = "kidsride-field-data";

export const FIELD_DATA_URL =
  /\/api\/(v1\/run-sheet(\?day=\w+)?$|caretaker\/me$|caretaker\/route\/|kid\/route\/|userProfile\/v1\/get-single-user-profile\/|v1\/kid-attendance\/[^/]+\/date\/|kid-days\/|privacy\/consent$|absences\/date\/|files\/)/;
