import { catalogueAt, catalogueLeaves } from "./catalogue.js";

/**
 * Texts produced from the English catalogue at module evaluation (zod schemas, services throwing
 * `HttpError(messages.x.y)`) are English. The one place that shows them (a form's error, the
 * server's error handler) maps the English text back to its catalogue key and reads that key in
 * the reader's language. Parametrised entries (`nameTooLong(max)`, `waiting(n)`) are matched by
 * templates learnt by calling each English function with probe arguments.
 */
type Template = { path: string; pattern: RegExp; numeric: boolean[]; arrays: boolean[]; groups: number[]; fixed: unknown[]; literal: number };

const PROBE_MARK = "\u0001";
const STRING_PROBE = (i: number) => `${PROBE_MARK}${i}${PROBE_MARK}`;
const NUMBER_PROBE = (i: number) => 987_650 + i;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function templatesFor(path: string, fn: (...args: unknown[]) => unknown): Template[] {
  const arity = Math.max(fn.length, 1);
  const found: Template[] = [];
  const attempt = (args: unknown[], numeric: boolean[]) => {
    let out: unknown;
    try {
      out = fn(...args);
    } catch {
      return;
    }
    if (typeof out !== "string") return;
    const probes = args.map((arg, i) => (arg === 1 && numeric[i] ? null : String(Array.isArray(arg) ? arg[0] : arg)));
    // Every probe must appear once, in some order, for the template to be usable.
    const positions = probes.map((probe) => (probe === null ? -1 : out.indexOf(probe)));
    if (positions.some((pos, i) => probes[i] !== null && pos < 0)) return;
    const order = positions.map((pos, i) => ({ pos, i })).filter((entry) => entry.pos >= 0).sort((a, b) => a.pos - b.pos);
    let source = "";
    let rest = 0;
    let literal = 0;
    const groups: number[] = [];
    for (const { pos, i } of order) {
      if (pos < rest) return;
      source += escape(out.slice(rest, pos));
      literal += pos - rest;
      source += numeric[i] ? "(-?\\d+(?:\\.\\d+)?)" : "([\\s\\S]+?)";
      groups.push(i);
      rest = pos + probes[i]!.length;
    }
    source += escape(out.slice(rest));
    literal += out.length - rest;
    // A joiner with no words of its own ("{run}: {legs}") cannot tell which message a text is, and
    // would swallow every text of that shape, the error handler's "field: rule" among them.
    const words = out.split(PROBE_MARK).filter((_, i) => i % 2 === 0).join("").replace(/-?\d+/g, "");
    if (!/\p{L}/u.test(words)) return;
    const pattern = new RegExp(`^${source}$`);
    const arrays = args.map((arg) => Array.isArray(arg));
    found.push({ path, pattern, numeric, arrays, groups, literal, fixed: args.map((arg, i) => (groups.includes(i) ? undefined : arg)) });
  };
  attempt(Array.from({ length: arity }, (_, i) => STRING_PROBE(i)), Array(arity).fill(false));
  attempt(Array.from({ length: arity }, (_, i) => [STRING_PROBE(i)]), Array(arity).fill(false));
  const numbers = Array.from({ length: arity }, (_, i) => NUMBER_PROBE(i));
  attempt(numbers, Array(arity).fill(true));
  for (let i = 0; i < arity; i += 1) {
    // A plural entry says "1 year" without the number as a parameter; learn that form too.
    const withOne = numbers.map((n, j) => (j === i ? 1 : n));
    attempt(withOne, Array(arity).fill(true));
    const mixed = Array.from({ length: arity }, (_, j) => (j === i ? NUMBER_PROBE(j) : STRING_PROBE(j)));
    attempt(mixed, mixed.map((_, j) => j === i));
    const mixedOne = mixed.map((arg, j) => (j === i ? 1 : arg));
    attempt(mixedOne, mixed.map((_, j) => j === i));
  }
  return found;
}

export interface Translator {
  /** The catalogue key of an English text, if it is one. */
  keyOf(text: string): string | undefined;
  /** The text in `target`'s language; unknown texts come back unchanged. */
  translate(text: string, target: object): string;
}

interface CatalogueIndex {
  exact: Map<string, string>;
  templates: Template[];
}

function indexCatalogue(english: object): CatalogueIndex {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [path, value] of catalogueLeaves(english)) {
    if (typeof value === "string") {
      if (!exact.has(value)) exact.set(value, path);
    } else if (typeof value === "function") {
      templates.push(...templatesFor(path, value as (...args: unknown[]) => unknown));
    }
  }
  // The most specific template (most literal text) wins: "Must be at most 50 characters." before "{x}".
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

export function createTranslator(english: object): Translator {
  // Learning the templates calls every parametrised entry several times (≈ 50 ms, four times that
  // on a slow phone): done for the first text that needs it, never while a page first loads.
  let index: CatalogueIndex | undefined;
  const indexed = () => (index ??= indexCatalogue(english));

  const translateOne = (text: string, target: object): string | undefined => {
    const { exact, templates } = indexed();
    const path = exact.get(text);
    if (path !== undefined) {
      const value = catalogueAt(target, path);
      return typeof value === "string" ? value : undefined;
    }
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const fn = catalogueAt(target, template.path);
      if (typeof fn !== "function") return undefined;
      const args = [...template.fixed];
      template.groups.forEach((argIndex, g) => {
        const raw = match[g + 1] ?? "";
        args[argIndex] = template.numeric[argIndex] ? Number(raw) : template.arrays[argIndex] ? raw.split(", ") : raw;
      });
      try {
        return String(fn(...args));
      } catch {
        return undefined;
      }
    }
    return undefined;
  };

  return {
    keyOf(text) {
      const { exact, templates } = indexed();
      return exact.get(text) ?? templates.find((t) => t.pattern.test(text))?.path;
    },
    translate(text, target) {
      if (target === english) return text;
      const whole = translateOne(text, target);
      if (whole !== undefined) return whole;
      // The error handler names the field of a generic rule: "parents.0.name: The request is not valid."
      const prefixed = /^([\w.[\]-]+): ([\s\S]+)$/.exec(text);
      if (prefixed) {
        const rest = translateOne(prefixed[2]!, target);
        if (rest !== undefined) return `${prefixed[1]}: ${rest}`;
      }
      return text;
    },
  };
}
