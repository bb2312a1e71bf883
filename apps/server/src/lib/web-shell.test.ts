import { describe, expect, it } from "vitest";
import { filesFor, hintTags, pageHints } from "./web-shell";

/** A cut-down Vite manifest shaped like the real build's (keys, names, imports, css). */
const MANIFEST = {
  "index.html": { file: "assets/index-E1.js", isEntry: true, src: "index.html", dynamicImports: ["_mount-M1.js"], css: ["assets/index-C1.css"] },
  "_mount-M1.js": { file: "assets/mount-M1.js", name: "mount", imports: ["_react-R1.js", "index.html", "_query-Q1.js"], css: ["assets/mount-C2.css"] },
  "_react-R1.js": { file: "assets/react-R1.js", name: "react" },
  "_query-Q1.js": { file: "assets/query-Q1.js", name: "query" },
  "../../node_modules/@mantine/notifications/esm/index.mjs": {
    file: "assets/esm-N1.js",
    name: "esm",
    src: "../../node_modules/@mantine/notifications/esm/index.mjs",
    isDynamicEntry: true,
    imports: ["_mount-M1.js", "_react-R1.js", "_CloseButton-B1.js"],
  },
  "_CloseButton-B1.js": { file: "assets/CloseButton-B1.js", name: "CloseButton", imports: ["_react-R1.js"] },
  "src/features/public-site/home-page.tsx": { file: "assets/home-page-H1.js", name: "home-page", isDynamicEntry: true, imports: ["_react-R1.js", "_Image-I1.js"] },
  "_Image-I1.js": { file: "assets/Image-I1.js", name: "Image" },
  // The login page in a chunk of the build's making (apps/web/vite.config.ts LOGIN_CHUNK): keyed by its name.
  "_login-page-L1.js": { file: "assets/login-page-L1.js", name: "login-page", isDynamicEntry: true, imports: ["_mount-M1.js", "_Input-P1.js"] },
  "_Input-P1.js": { file: "assets/Input-P1.js", name: "Input" },
  "_dashboard-layout-D1.js": { file: "assets/dashboard-layout-D1.js", name: "dashboard-layout", isDynamicEntry: true, imports: ["_mount-M1.js"], css: ["assets/dashboard-layout-C3.css"] },
  "_dashboard-layout-C3.css": { file: "assets/dashboard-layout-C3.css", src: "_dashboard-layout-C3.css" },
  "src/app/styles/mantine-all.ts": { file: "assets/mantine-all-A1.js", name: "mantine-all", src: "src/app/styles/mantine-all.ts", isDynamicEntry: true, css: ["assets/mantine-all-A2.css"] },
  "src/features/day/parent-home.tsx": { file: "assets/parent-home-P2.js", name: "parent-home", isDynamicEntry: true, imports: ["index.html", "_Image-I1.js"], css: ["assets/day-C4.css"] },
  "src/features/run-sheet/run-sheet-page.tsx": { file: "assets/run-sheet-page-S1.js", name: "run-sheet-page", isDynamicEntry: true, imports: ["_mount-M1.js"] },
};

const SHELL_SCRIPTS = ["/assets/mount-M1.js", "/assets/react-R1.js", "/assets/query-Q1.js"];

describe("per-path preload hints (docs/decisions/0135)", () => {
  it("names the page each path renders first", () => {
    expect(pageHints("/").modules).toEqual(["src/features/public-site/home-page.tsx"]);
    expect(pageHints("/home")).toBe(pageHints("/"));
    expect(pageHints("/home").images).toEqual(["/images/home-hero.svg"]);
    expect(pageHints("/login/").modules).toEqual(["login-page"]);
    expect(pageHints("/parent-dashboard").modules).toEqual(["dashboard-layout", "mantine-all", "src/features/day/parent-home.tsx"]);
    expect(pageHints("/caretaker-dashboard").modules).toEqual(["dashboard-layout", "mantine-all", "src/features/run-sheet/run-sheet-page.tsx"]);
    // A section of a dashboard: the frame only (the section's chunk is not guessed).
    expect(pageHints("/parent-dashboard/kidprofile").modules).toEqual(["dashboard-layout", "mantine-all"]);
    expect(pageHints("/admin-dashboard").modules).toEqual(["dashboard-layout", "mantine-all"]);
    // The pages that render only with Mantine's whole stylesheet get it hinted; the first screens do not need it.
    expect(pageHints("/enquiryform").modules).toContain("mantine-all");
    expect(pageHints("/forgot-password").modules).toContain("mantine-all");
    for (const path of ["/home", "/login", "/aboutUs", "/privacypolicy"]) expect(pageHints(path).modules).not.toContain("mantine-all");
    // Not a page of the app (the router sends it to /home): nothing but the shell.
    expect(pageHints("/parent-dashboardx").modules).toEqual([]);
    expect(pageHints("/nowhere").modules).toEqual([]);
  });

  it("lists the shell, the page and everything they import once, without the entry the HTML already loads", () => {
    const login = filesFor(MANIFEST, ["mount", ...pageHints("/login").modules]);
    expect(login.scripts).toEqual([...SHELL_SCRIPTS, "/assets/login-page-L1.js", "/assets/Input-P1.js"]);
    expect(login.styles).toEqual(["/assets/mount-C2.css"]);
    expect(login.scripts).not.toContain("/assets/index-E1.js");

    // A shared chunk is found by its name; the page's style sheets come along.
    const parent = filesFor(MANIFEST, ["mount", ...pageHints("/parent-dashboard").modules]);
    expect(parent.scripts).toEqual([
      "/assets/mount-M1.js",
      "/assets/react-R1.js",
      "/assets/query-Q1.js",
      "/assets/dashboard-layout-D1.js",
      "/assets/mantine-all-A1.js",
      "/assets/parent-home-P2.js",
      "/assets/Image-I1.js",
    ]);
    expect(parent.styles).toEqual(["/assets/mount-C2.css", "/assets/dashboard-layout-C3.css", "/assets/mantine-all-A2.css", "/assets/day-C4.css"]);

    // A page keyed by its source (a build without LOGIN_CHUNK) is found by its name as well.
    const bySource = { "src/features/auth/login-page.tsx": { file: "assets/login-page-L9.js", name: "login-page", isDynamicEntry: true } };
    expect(filesFor(bySource, ["login-page"]).scripts).toEqual(["/assets/login-page-L9.js"]);

    // A module the build no longer has is skipped, not an error.
    expect(filesFor(MANIFEST, ["src/features/gone.tsx"])).toEqual({ scripts: [], styles: [] });
    expect(filesFor({}, ["mount"])).toEqual({ scripts: [], styles: [] });
  });

  it("writes the hints as link tags: the hero image first at high priority, then module preloads, then style preloads", () => {
    const tags = hintTags(MANIFEST, pageHints("/home"));
    expect(tags.startsWith('<link rel="preload" as="image" href="/images/home-hero.svg" fetchpriority="high">')).toBe(true);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/mount-C2.css">');
    expect(tags.match(/modulepreload/g)).toHaveLength(SHELL_SCRIPTS.length + 2);
    // The toasts' container renders after the page: its chunks wait (docs/decisions/0205).
    expect(tags).not.toContain("/assets/esm-N1.js");
    expect(tags).not.toContain("/assets/CloseButton-B1.js");
    expect(hintTags({}, pageHints("/nowhere"))).toBe("");
  });
});
