// axe-core in the browser journeys (issue 14, docs/decisions/0115): every screen of every role is
// scanned against WCAG 2.0/2.1/2.2 A and AA plus axe's best practices; a critical or serious finding
// fails the test, with the rule, the elements and how to fix it in the message. Lesser findings are
// attached to the report so they stay visible without failing the run.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * The rule sets run: WCAG 2.x A and AA (WCAG 2.2 included), axe's best practices, and its
 * experimental rules (p-as-heading, td-has-header, css-orientation-lock…), which axe leaves out
 * unless asked for by their tag (docs/decisions/0251).
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"] as const;

/** Impacts that fail the suite. */
const FAILING = new Set(["critical", "serious"]);

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

function describe(v: Violation): string {
  const nodes = v.nodes.slice(0, 5).map((n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.split("\n").slice(1, 3).join(" ").trim() ?? ""}`);
  const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}${more}`;
}

/** Runs axe on what the page shows now (open dialogs included) and returns the findings. */
export async function scanA11y(page: Page): Promise<AxeResults> {
  // Only the violations' details are collected (passes and incompletes are counted, not described): much faster.
  return new AxeBuilder({ page }).withTags([...AXE_TAGS]).options({ resultTypes: ["violations"] }).analyze();
}

/**
 * Fails (softly: the test goes on and fails at its end) when axe finds a critical or serious problem on what the page shows now. `label` names the
 * screen and state in the message and in the attached report ("admin: kids list at 360x740").
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const started = Date.now();
  const results = await scanA11y(page);
  if (process.env.A11Y_TIMING) console.log(`axe ${Date.now() - started} ms: ${label}`);
  const serious = results.violations.filter((v) => FAILING.has(v.impact ?? ""));
  const lesser = results.violations.filter((v) => !FAILING.has(v.impact ?? ""));
  if (lesser.length > 0) {
    await test.info().attach(`axe (minor/moderate): ${label}`, { body: lesser.map(describe).join("\n"), contentType: "text/plain" });
  }
  // Soft: the journey goes on to the next screen, so one run lists every finding; the test still fails.
  expect.soft(serious.map(describe), `axe: critical/serious findings on ${label} (${page.url()})`).toEqual([]);
}
