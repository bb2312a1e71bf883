/**
 * The locale shared formatters write times in (issue 11). The web app sets it once at start to the
 * page's language; the server, which answers many readers at once, passes a locale explicitly.
 */
let displayLocale = "en-IN";

export function setDisplayLocale(locale: string): void {
  displayLocale = locale;
}

export function getDisplayLocale(): string {
  return displayLocale;
}
