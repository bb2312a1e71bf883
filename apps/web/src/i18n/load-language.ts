import type { Catalogue, Language, Messages } from "@app/contracts/i18n";

/**
 * Everything one language needs, each in its own chunk so nobody downloads a language they do not
 * read: the catalogue, the font for its script (served by the app itself, @fontsource) and dayjs's
 * month and day names for the date pickers. English needs none of it.
 */
export async function loadLanguage(language: Exclude<Language, "en">): Promise<Catalogue<Messages>> {
  if (language === "te") {
    const [catalogue] = await Promise.all([
      import("@app/contracts/locales/te"),
      import("@fontsource/noto-sans-telugu/telugu-400.css"),
      import("@fontsource/noto-sans-telugu/telugu-700.css"),
      import("dayjs/locale/te"),
    ]);
    return catalogue.te;
  }
  const [catalogue] = await Promise.all([
    import("@app/contracts/locales/hi"),
    import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-700.css"),
    import("dayjs/locale/hi"),
  ]);
  return catalogue.hi;
}
