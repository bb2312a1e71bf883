import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
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
  window.__vitals = { cls: 0, lcp: 0 };
  let win = 0, winStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - winStart > 5000) { win = 0; winStart = e.startTime; }
      win += e.value; last = e.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, win);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__vitals.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
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
  return { ...v, loadedMs: Date.now() - started };
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
        // The parent's home: log in unthrottled, then a cold, throttled load of the dashboard.
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
          await login.close();
          const page = await throttled(context);
          results["parent's home"].push(
            await vitalsOf(page, `${ctx.baseUrl}/parent-dashboard`, (p) => p.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 60_000 })),
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
