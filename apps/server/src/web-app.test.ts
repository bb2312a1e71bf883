import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

/** The web app as the server finds it after `npm run build`: index.html, Vite's manifest, assets with .br/.gz copies. */
let t: TestApp;
let webDist: string;
const SCRIPT = `console.log(${JSON.stringify("a phone on 3G ".repeat(200))});`;
const INDEX = '<!doctype html><html><head><title>app</title><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>';
const manifest = (loginFile: string) => ({
  "index.html": { file: "assets/index-E1.js", isEntry: true, src: "index.html" },
  "_mount-M1.js": { file: "assets/mount-M1.js", name: "mount", imports: ["index.html", "_react-R1.js"] },
  "_react-R1.js": { file: "assets/react-R1.js", name: "react" },
  "src/features/public-site/home-page.tsx": { file: "assets/home-page-H1.js", name: "home-page", isDynamicEntry: true, imports: ["_mount-M1.js"] },
  "src/features/auth/login-page.tsx": { file: loginFile, name: "login-page", isDynamicEntry: true, imports: ["_mount-M1.js"] },
  "_dashboard-layout-D1.js": { file: "assets/dashboard-layout-D1.js", name: "dashboard-layout", isDynamicEntry: true },
  "src/features/day/parent-home.tsx": { file: "assets/parent-home-P1.js", name: "parent-home", isDynamicEntry: true },
});

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "kidsride-web-"));
  mkdirSync(join(webDist, "assets"));
  mkdirSync(join(webDist, ".vite"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  writeFileSync(join(webDist, ".vite", "manifest.json"), JSON.stringify(manifest("assets/login-page-L1.js")));
  const asset = join(webDist, "assets", "mount-M1.js");
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  // A file the build did not precompress (too small to be worth it).
  writeFileSync(join(webDist, "assets", "react-R1.js"), "export {};");
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("the app's pages carry the hints of the page they open (docs/decisions/0135)", () => {
  it("lists the shell and the login page's code for /login, never cached, as HTML", async () => {
    const res = await get("/login?next=%2Fparent-dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>app</title>");
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/mount-M1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react-R1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-L1.js">');
    // The entry is in the page already; the home page is not what /login opens.
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index-E1.js"');
    expect(res.body).not.toContain("home-page-H1.js");
  });

  it("fetches the home page's hero image with its code, on / and /home", async () => {
    for (const url of ["/", "/home"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<link rel="preload" as="image" href="/images/home-hero.svg" fetchpriority="high">');
      expect(res.body, url).toContain("/assets/home-page-H1.js");
    }
  });

  it("gives the parent's dashboard its frame and its home", async () => {
    const res = await get("/parent-dashboard");
    expect(res.body).toContain("/assets/dashboard-layout-D1.js");
    expect(res.body).toContain("/assets/parent-home-P1.js");
  });

  it("follows a rebuild without a restart", async () => {
    writeFileSync(join(webDist, ".vite", "manifest.json"), JSON.stringify(manifest("assets/login-page-L2.js")));
    // The modification time is what tells a rebuild apart; make sure it moves even on a coarse clock.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(webDist, ".vite", "manifest.json"), later, later);
    const res = await get("/login");
    expect(res.body).toContain("/assets/login-page-L2.js");
    expect(res.body).not.toContain("/assets/login-page-L1.js");
  });

  it("is compressed for the phone when it is large enough", async () => {
    const res = await get("/parent-dashboard", { "accept-encoding": "gzip" });
    if (res.rawPayload.length >= 1024) expect(res.headers["content-encoding"]).toBe("gzip");
    const html = res.headers["content-encoding"] === "gzip" ? gunzipSync(res.rawPayload).toString() : res.body;
    expect(html).toContain("/assets/parent-home-P1.js");
  });
});

describe("the build's precompressed assets (docs/decisions/0136)", () => {
  it("sends the .br copy to a browser that takes brotli, the .gz copy otherwise, the file itself to one that takes neither", async () => {
    const br = await get("/assets/mount-M1.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get("/assets/mount-M1.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/mount-M1.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends a file without copies as it is, and a missing asset stays a 404 in every encoding", async () => {
    const small = await get("/assets/react-R1.js", { "accept-encoding": "identity" });
    expect(small.statusCode).toBe(200);
    expect(small.body).toBe("export {};");
    // A browser that takes brotli still gets it, compressed on the way (as before the copies).
    const onTheWay = await get("/assets/react-R1.js", { "accept-encoding": "br" });
    expect(onTheWay.statusCode).toBe(200);
    expect(onTheWay.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(onTheWay.rawPayload).toString()).toBe("export {};");
    for (const encoding of ["br", "gzip", "identity"]) {
      const missing = await get("/assets/gone-000.js", { "accept-encoding": encoding });
      expect(missing.statusCode, encoding).toBe(404);
      expect(missing.json(), encoding).toEqual({ error: "Not found." });
    }
    // The copies are not a way around the asset's own name.
    expect((await get("/assets/gone-000.js.br")).statusCode).toBe(404);
  });
});
