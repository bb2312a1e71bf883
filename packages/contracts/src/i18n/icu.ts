import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGE_TAGS, type Language } from "./languages.js";

/**
 * A parametrised catalogue entry written as an ICU message (plurals, selects), formatted by
 * FormatJS's intl-messageformat. `names` name the entry's positional parameters in order:
 *
 *   waiting: icu("te", "{n, plural, one {# ఫోటో పంపాల్సి ఉంది} other {# ఫోటోలు పంపాల్సి ఉన్నాయి}}", "n"),
 *
 * The formatter is built on first use, so a catalogue costs nothing until a text is shown.
 */
export function icu<A extends unknown[] = never[]>(language: Language, pattern: string, ...names: string[]): (...args: A) => string {
  let format: IntlMessageFormat | undefined;
  return (...args: A) => {
    format ??= new IntlMessageFormat(pattern, LANGUAGE_TAGS[language], undefined, { ignoreTag: true });
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const value = args[index];
      values[name] = typeof value === "number" ? value : Array.isArray(value) ? value.join(", ") : String(value ?? "");
    });
    return String(format.format(values));
  };
}
