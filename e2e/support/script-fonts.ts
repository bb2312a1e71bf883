import type { Page } from "@playwright/test";

/** Each script's own face (docs/decisions/0070) and the letters it draws. */
export const SCRIPT = {
  te: { family: "Noto Sans Telugu", letters: /[\u0C00-\u0C7F]/ },
  hi: { family: "Noto Sans Devanagari", letters: /[\u0900-\u097F]/ },
} as const;

/**
 * Elements with Telugu or Devanagari text of their own that the browser did NOT draw with the
 * script's face: with no system font for the script those letters are boxes on the screen, which
 * `document.fonts.check` cannot see (docs/decisions/0152). Asks Chromium which fonts it really used
 * for each element (DevTools protocol, `CSS.getPlatformFontsForNode`).
 */
export async function textNotInScriptFont(page: Page, language: keyof typeof SCRIPT): Promise<string[]> {
  const { family, letters } = SCRIPT[language];
  const marker = "data-script-probe";
  const count = await page.evaluate(
    ([source, attr]) => {
      const re = new RegExp(source);
      let n = 0;
      for (const el of document.body.querySelectorAll("*")) {
        const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? "").join("");
        const box = el.getBoundingClientRect();
        if (re.test(own) && box.width > 0 && box.height > 0) el.setAttribute(attr, String(n++));
      }
      return n;
    },
    [letters.source, marker] as const,
  );
  if (count === 0) return [];
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: `[${marker}]` });
    const wrong: string[] = [];
    for (const nodeId of nodeIds) {
      // A screen that updates meanwhile (a query settling) may have replaced the element: skip it.
      const found = await cdp.send("CSS.getPlatformFontsForNode", { nodeId }).catch(() => null);
      if (!found || found.fonts.some((f) => f.familyName === family)) continue;
      const html = await cdp.send("DOM.getOuterHTML", { nodeId }).catch(() => null);
      if (!html) continue;
      wrong.push(`${html.outerHTML.replace(/\s+data-script-probe="\d+"/, "").slice(0, 100)} drawn with ${found.fonts.map((f) => f.familyName).join(", ") || "nothing"}`);
    }
    return wrong;
  } finally {
    await page.evaluate((attr) => document.querySelectorAll(`[${attr}]`).forEach((el) => el.removeAttribute(attr)), marker);
    await cdp.detach();
  }
}
