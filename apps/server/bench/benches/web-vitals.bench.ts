import { existsSync } from "node:fs";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { messages, PRIVACY_API, PRIVACY_NOTICE_VERSION } from "@app/contracts";
import { defineBench, type MeasureRow } from "../lib/types";

/**
 * Layout shift (CLS) and largest contentful paint (LCP) of the home page, the login page and the
 * parent's home under Lighthouse's mobile profile, measured in the system Chromium with CDP
 * throttling (Lighthouse itself is not installed here): 1.6 Mbit/s down, 750 kbit/s up, 150 ms
 * round trip, 4x slower CPU, a 412 x 823 phone screen at 1.75 dpr. Every load is cold (new
 * context, no service worker, empty cache). CLS is the largest session window of shifts without
 * recent input, as Lighthouse counts it; LCP is the last largest-contentful-paint entry.
 */
const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TARGET = { cls: 0.1, lcpMs: 2500 };

const OBSERVE = `
  window.__vitals = { cls: 0, lcp: 0, shifts: [] };
  let win = 0, winStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - winStart > 5000) { win = 0; winStart = e.startTime; }
      win += e.value; last = e.startTime;
      const describe = (n) => n ? (n.nodeName.toLowerCase() + (n.className && typeof n.className === "string" ? "." + n.className.split(" ")[0] : "") + " " + JSON.stringify((n.textContent || "").slice(0, 30))) : "?";
      window.__vitals.shifts.push(Math.round(e.startTime) + " ms " + e.value.toFixed(3) + ": " + (e.sources || []).map((src) => describe(src.node) + " y " + Math.round(src.previousRect.y) + "->" + Math.round(src.currentRect.y)).join("; "));
      window.__vitals.cls = Math.max(window.__vitals.cls, win);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    window.__vitals.lcp = last.startTime;
    const el = last.element;
    window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ")[0] : "") + " " + JSON.stringify((el.textContent || "").slice(0, 40)) + (last.url ? " " + last.url : "") : "(gone)";
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

/**
 * BENCH_VITALS_DETAIL=1 also prints each load's waterfall (resource timing: start, first byte, end,
 * bytes on the wire), paints, the LCP element and the throttled main thread's script and layout
 * time, to find what is on the critical path (docs/performance.md, "Largest Contentful Paint").
 */
const DETAIL = Boolean(process.env.BENCH_VITALS_DETAIL);

async function detailOf(page: Page, name: string) {
  const { metrics } = await sessions.get(page)!.send("Performance.getMetrics");
  const metric = (n: string) => metrics.find((m) => m.name === n)?.value ?? 0;
  // A string, not a function: tsx would wrap the inner arrow functions in a helper the page lacks.
  const d = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const res = performance.getEntriesByType("resource");
    const paints = performance.getEntriesByType("paint").map((p) => p.name + " " + Math.round(p.startTime));
    const n = (x, w) => String(Math.round(x)).padStart(w);
    const row = (e) => n(e.startTime, 5) + " " + n(e.responseStart, 5) + " " + n(e.responseEnd, 5) + " " + n(e.transferSize, 7) + " " + e.initiatorType.padEnd(6) + " " + e.name.replace(location.origin, "");
    return { rows: [row(nav), ...res.map(row)], paints, lcpElement: window.__vitals.lcpElement, shifts: window.__vitals.shifts };
  })()`)) as { rows: string[]; paints: string[]; lcpElement?: string; shifts: string[] };
  console.error(`\n--- ${name}: LCP element ${d.lcpElement}; ${d.paints.join(", ")}`);
  console.error(
    `    main thread (throttled): script ${Math.round(metric("ScriptDuration") * 1000)} ms, layout ${Math.round(metric("LayoutDuration") * 1000)} ms, style ${Math.round(metric("RecalcStyleDuration") * 1000)} ms, tasks ${Math.round(metric("TaskDuration") * 1000)} ms`,
  );
  for (const shift of d.shifts) console.error(`    layout shift at ${shift}`);
  console.error("  start  ttfb   end   bytes kind   url");
  for (const r of d.rows) console.error(`  ${r}`);
}

const sessions = new WeakMap<Page, CDPSession>();

/** Throttles a page as Lighthouse's mobile profile; `page` is a page of `context` already open. */
async function throttled(context: BrowserContext, page?: Page): Promise<Page> {
  page ??= await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (DETAIL) await cdp.send("Performance.enable");
  sessions.set(page, cdp);
  await page.addInitScript(OBSERVE);
  return page;
}

async function vitalsOf(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const started = Date.now();
  await page.goto(url, { waitUntil: "load" });
  await ready(page);
  // Late shifts (fonts, data arriving) count too: wait for the network to settle, then a little more.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const v = await page.evaluate(() => (globalThis as unknown as { __vitals: { cls: number; lcp: number } }).__vitals);
  if (DETAIL) await detailOf(page, `${url} LCP ${Math.round(v.lcp)} ms`);
  return { cls: v.cls, lcp: v.lcp, loadedMs: Date.now() - started };
}

export default defineBench({
  name: "web-vitals",
  databases: ["pglite"],
  async plans() {
    return [];
  },
  async measure(ctx) {
    if (!ctx.servesWeb) return [{ label: "web vitals", value: "skipped: no web build (npm run build first)" }];
    if (!existsSync(CHROMIUM)) return [{ label: "web vitals", value: `skipped: no Chromium at ${CHROMIUM}` }];
    // The parent has answered the privacy notice, so the home shows the dashboard itself.
    const parent = await ctx.login(ctx.world.parent.identifier, ctx.world.parent.password);
    const consent = await fetch(`${ctx.baseUrl}${PRIVACY_API.consent}`, {
      method: "POST",
      headers: { ...parent, "content-type": "application/json" },
      body: JSON.stringify({ noticeVersion: PRIVACY_NOTICE_VERSION, decision: "given" }),
    });
    if (!consent.ok) throw new Error(`consent: ${consent.status} ${await consent.text()}`);

    const runs = ctx.quick ? 1 : 3;
    // Loaded here, not at the top: every bench module is loaded by the seeding process too (bench/seed-child.ts).
    const { chromium } = await import("playwright-core");
    const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    const results: Record<string, Array<{ cls: number; lcp: number; loadedMs: number }>> = { home: [], login: [], "parent's home": [] };
    const m = messages.auth.login;
    try {
      for (let i = 0; i < runs; i++) {
        for (const [name, path, ready] of [
          ["home", "/home", (p: Page) => p.getByRole("heading", { level: 1 }).first().waitFor()],
          ["login", "/login", (p: Page) => p.getByRole("button", { name: m.submit, exact: true }).waitFor()],
        ] as const) {
          const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
          try {
            results[name].push(await vitalsOf(await throttled(context), `${ctx.baseUrl}${path}`, ready));
          } finally {
            await context.close();
          }
        }
        // The parent's home: log in unthrottled, then a cold, throttled load of the dashboard in the
        // same tab (the session lives in the tab's session storage, spec §3: a new tab would show the
        // login page instead, which is what this measured before session 4).
        const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
        try {
          const login = await context.newPage();
          await login.goto(`${ctx.baseUrl}/login`);
          // Labels end with the required mark (" *").
          const field = (label: string) => login.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\s*\\*?\\s*$`));
          await field(m.identifierLabel).fill(ctx.world.parent.identifier);
          await field(m.passwordLabel).fill(ctx.world.parent.password);
          await login.getByRole("button", { name: m.submit, exact: true }).click();
          await login.waitForURL(/\/parent-dashboard/);
          await login.goto("about:blank");
          const page = await throttled(context, login);
          results["parent's home"].push(
            await vitalsOf(page, `${ctx.baseUrl}/parent-dashboard`, async (p) => {
              await p.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 60_000 });
              if (!p.url().includes("/parent-dashboard")) throw new Error(`the parent's home went to ${p.url()}`);
            }),
          );
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
    const rows: MeasureRow[] = [];
    const worst = (xs: number[]) => Math.max(...xs);
    for (const [name, rs] of Object.entries(results)) {
      const cls = worst(rs.map((r) => r.cls));
      const lcp = worst(rs.map((r) => r.lcp));
      rows.push({ label: `${name}: CLS (worst of ${rs.length})`, value: cls.toFixed(3), target: `< ${TARGET.cls}`, ok: cls < TARGET.cls });
      rows.push({ label: `${name}: LCP (worst of ${rs.length})`, value: `${(lcp / 1000).toFixed(2)} s`, target: `< ${TARGET.lcpMs / 1000} s`, ok: lcp < TARGET.lcpMs });
    }
    return rows;
  },
});
