import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every text a person reads comes from the catalogue (issue 11): no English words as JSX text, nor
 * as a string given to a prop a person reads (label, placeholder, title, aria-label, alt, …).
 * Codes that are the same in every language (AM/PM, units, symbols) carry no letters of a word.
 */
// Vitest runs with the web workspace as its working directory.
const root = join(process.cwd(), "src");
const READ_PROPS = new Set([
  "label",
  "placeholder",
  "title",
  "aria-label",
  "alt",
  "description",
  "error",
  "children",
  "aria-description",
  "aria-valuetext",
  "emptyText",
  "loadingText",
  "confirmLabel",
  "cancelLabel",
]);
const WORD = /[A-Za-z]{2,}/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : files(path);
    return name.endsWith(".tsx") && !name.endsWith(".test.tsx") ? [path] : [];
  });
}

function englishIn(path: string, text = readFileSync(path, "utf8")): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.getText())) found.push(`${where(node)} ${node.getText().trim()}`);
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText())) {
      const init = node.initializer;
      const literal = init && ts.isStringLiteral(init) ? init : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression) ? init.expression : null;
      if (literal && WORD.test(literal.text)) found.push(`${where(node)} ${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("no English text in JSX", () => {
  it("every visible text comes from the catalogue", () => {
    const offenders = files(root).flatMap((path) => englishIn(path));
    expect(offenders).toEqual([]);
  });

  it("the scan does catch a literal", () => {
    const probe = join(root, "i18n", "probe.tsx");
    const found = englishIn(probe, `export const A = () => <Button aria-label="Close it" size="sm">Save now {label}</Button>;`);
    expect(found).toEqual(["i18n/probe.tsx:1 aria-label=\"Close it\"", "i18n/probe.tsx:1 Save now"]);
  });
});
