import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor, catalogues } from "../locales/index.js";
import { messages } from "../messages/index.js";
import { applyCatalogue, catalogueAt, catalogueLeaves, cloneCatalogue, type Catalogue } from "./catalogue.js";
import { languageFromAcceptLanguage, languageFromTags } from "./languages.js";
import { createTranslator } from "./translate.js";

const kindOf = (value: unknown) => (typeof value === "function" ? "function" : typeof value);
const shape = (catalogue: unknown) => catalogueLeaves(catalogue).map(([path, value]) => `${path}:${kindOf(value)}`);

// Compile-time guarantees of the Catalogue type (a failing expectation breaks `npm run typecheck`).
// @ts-expect-error a key English does not have is an error
export const extraKey: Catalogue<{ a: string }> = { a: "x", b: "y" };
// @ts-expect-error a key English has and the translation lacks is an error
export const missingKey: Catalogue<{ a: string; b: string }> = { a: "x" };
// @ts-expect-error a parametrised entry must stay a function
export const notAFunction: Catalogue<{ a: (n: number) => string }> = { a: "x" };

/** Sample arguments for every parametrised entry: numbers for counts, words for names, lists for lists. */
function sampleArgs(path: string, arity: number): unknown[] {
  // The notification texts take one object of named parts (docs/decisions/0060).
  if (/^notifications\.text\.(captured|absent)$/.test(path)) return [{ kid: "Arjun", leg: "homePickup", time: "07:41", by: "Kamala", route: "Brodipet Morning" }];
  if (path === "notifications.text.capturedTitle") return ["Arjun", "homePickup"];
  const args: unknown[] = [];
  for (let i = 0; i < Math.max(arity, 4); i += 1) args.push(i === 0 && /routeNames|staffStillAssigned/.test(path) ? ["R1", "R2"] : 3);
  return args;
}

describe("catalogues", () => {
  for (const language of ["te", "hi"] as const) {
    it(`${language} has exactly the keys of English, each of the same kind`, () => {
      expect(shape(catalogues[language])).toEqual(shape(messages));
    });

    it(`${language} texts are written in its script (except names, numbers and codes)`, () => {
      const script = language === "te" ? /[\u0C00-\u0C7F]/ : /[\u0900-\u097F]/;
      // Texts that are the same in every language: the brand, phone numbers, an email, symbols, AM/PM,
      // and the separators that join parts of a sentence.
      const sameEverywhere = /^(Guntur Kids Ride|DD-MM-YYYY|[-+\d\s]+|contact@gunturkidsride\.in|AM|PM|AM\/PM|-|—|[;,] )$/;
      const untranslated = catalogueLeaves(catalogues[language]).filter(
        ([, value]) => typeof value === "string" && !script.test(value) && !sameEverywhere.test(value),
      );
      expect(untranslated).toEqual([]);
    });

    it(`${language} parametrised entries format without gaps`, () => {
      for (const [path, value] of catalogueLeaves(catalogues[language])) {
        if (typeof value !== "function") continue;
        const english = catalogueAt(messages, path) as (...args: unknown[]) => string;
        const text = (value as (...args: unknown[]) => string)(...sampleArgs(path, english.length));
        expect(text, path).toBeTypeOf("string");
        expect(text, path).not.toMatch(/undefined|NaN|\{|\}/);
      }
    });
  }

  it("plural entries follow ICU rules", () => {
    expect(catalogueFor("te").attendance.queue.waiting(1)).toBe("1 నమోదు పంపాల్సి ఉంది");
    expect(catalogueFor("te").attendance.queue.waiting(4)).toBe("4 నమోదులు పంపాల్సి ఉన్నాయి");
    expect(catalogueFor("hi").routes.views.ui.kidsOnRoute(1)).toBe("1 बच्चा");
    expect(catalogueFor("hi").routes.views.ui.kidsOnRoute(5)).toBe("5 बच्चे");
  });
});

describe("applyCatalogue", () => {
  it("swaps texts in place so captured objects read the new language, and back again", () => {
    const live = cloneCatalogue(messages);
    const pristine = cloneCatalogue(messages);
    const captured = live.kids;
    applyCatalogue(live, catalogueFor("te"));
    expect(captured.fields.kidNameRequired).toBe("పిల్లల పేరు తప్పనిసరి.");
    expect(captured.fields.nameTooLong(5)).toBe("గరిష్టంగా 5 అక్షరాలు మాత్రమే.");
    applyCatalogue(live, pristine);
    expect(captured.fields.kidNameRequired).toBe(messages.kids.fields.kidNameRequired);
    expect(messages.kids.fields.kidNameRequired).toBe("Kid name is required.");
  });
});

describe("translator (English text back to its key)", () => {
  const translator = createTranslator(messages);
  const te = catalogueFor("te");
  const hi = catalogueFor("hi");

  it("translates plain texts", () => {
    expect(translator.translate(messages.auth.serverErrors.incorrectPassword, te)).toBe("పాస్‌వర్డ్ తప్పు");
    expect(translator.translate(messages.auth.serverErrors.incorrectPassword, hi)).toBe("पासवर्ड गलत है");
    expect(translator.keyOf(messages.kids.fields.dobFuture)).toBe("kids.fields.dobFuture");
  });

  it("translates parametrised texts, with their values", () => {
    expect(translator.translate(messages.kids.fields.nameTooLong(50), hi)).toBe("ज़्यादा से ज़्यादा 50 अक्षर होने चाहिए।");
    expect(translator.translate(messages.routes.transport.nameTaken("Brodipet"), te)).toContain('"Brodipet" అనే పేరుతో');
    expect(translator.translate(messages.routes.transport.hasAssignments(1), hi)).toContain("1 बच्चे का रूट असाइनमेंट");
    expect(translator.translate(messages.routes.transport.hasAssignments(3), hi)).toContain("3 बच्चों के रूट असाइनमेंट");
    expect(translator.translate(messages.routes.assignments.staffStillAssigned(["North", "South"]), te)).toContain("North, South");
    expect(translator.translate(messages.kids.errors.mobileTaken("mother"), te)).toBe("తల్లి మొబైల్ నంబర్ ఇప్పటికే వేరే అకౌంట్‌లో ఉంది.");
    expect(translator.translate(messages.routes.assignments.driverNotActive("Ravi", "suspended"), hi)).toBe(
      "ड्राइवर Ravi अभी निलंबित हैं। केवल सक्रिय ड्राइवरों को रूट पर लगाया जा सकता है।",
    );
  });

  it("keeps the field prefix of a generic rule and leaves unknown texts alone", () => {
    expect(translator.translate(`parents.0.name: ${messages.auth.serverErrors.invalidRequest}`, te)).toBe("parents.0.name: అభ్యర్థన సరైనది కాదు.");
    expect(translator.translate("Something no catalogue has", te)).toBe("Something no catalogue has");
    expect(translator.translate(messages.common.serverError, messages)).toBe(messages.common.serverError);
  });
});

describe("language detection", () => {
  it("reads Accept-Language with q-values and falls back to English", () => {
    expect(languageFromAcceptLanguage("te-IN,te;q=0.9,en;q=0.8")).toBe("te");
    expect(languageFromAcceptLanguage("en;q=0.5, hi-IN")).toBe("hi");
    expect(languageFromAcceptLanguage("fr-FR,de")).toBe("en");
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromTags(["ta-IN", "hi"])).toBe("hi");
  });
});

describe("every key is used", () => {
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  const sourceDirs = ["apps/web/src", "apps/server/src", "packages/contracts/src"].map((d) => join(root, d));
  const skip = /(^|\/)(messages|locales|node_modules|dist)(\/|$)/;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (skip.test(path.slice(root.length))) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  sourceDirs.forEach(walk);
  // Entries of the English catalogue may build on others (`${common.appName}`): those reads count too.
  const catalogueDir = join(root, "packages/contracts/src/messages");
  const catalogueReads = readdirSync(catalogueDir)
    .map((name) => readFileSync(join(catalogueDir, name), "utf8"))
    .join("\n")
    .match(/\b[a-z]\w*\.\w+(\.\w+)*/gi) ?? [];
  const source = [...files.map((f) => readFileSync(f, "utf8")), ...catalogueReads.map((ref) => `${ref};`)].join("\n");
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const read = (segment: string) => new RegExp(`\\.${escape(segment)}\\b|\\[["']${escape(segment)}["']\\]|\\b${escape(segment)}\\s*[,}]`);
  const indexed = (segment: string) => new RegExp(`\\b${escape(segment)}\\s*(\\)\\s*)?\\[`);
  /** A leaf counts as used when code reads it by name, or reads its parent by a computed key (typeLabels[type]). */
  const isUsed = (path: string) => {
    const segments = path.split(".");
    const leaf = segments[segments.length - 1]!;
    const parent = segments[segments.length - 2];
    if (/^\d+$/.test(leaf)) return parent !== undefined && read(parent).test(source);
    if (read(leaf).test(source)) return true;
    return parent !== undefined && (indexed(parent).test(source) || /Labels$|Titles$|entities$|actions$|roles$/.test(parent));
  };

  it("no catalogue key is left unused by the code", () => {
    const unused = catalogueLeaves(messages)
      .map(([path]) => path.replace(/\.\d+(\.|$)/g, ".0$1"))
      .filter((path, i, all) => all.indexOf(path) === i)
      .filter((path) => !isUsed(path));
    expect(unused).toEqual([]);
  });
});
