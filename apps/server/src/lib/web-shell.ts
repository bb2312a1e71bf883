import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The single-page app's index.html with per-path preload hints (docs/decisions/0135).
 *
 * Without hints a phone fetches the app in four serial steps, each a 150 ms round trip on 3G plus
 * the throttled CPU between them: the entry script, then the app shell it imports, then the toasts'
 * container, then the page's own chunk. The server knows from the request's path which page will
 * render, and from Vite's manifest which files that page needs, so it lists them all in the HTML
 * (`<link rel="modulepreload">`) and the phone downloads them while it is still parsing the entry.
 * Vite's own preload helper sees the links already there and does not fetch them twice.
 */

/** A module named as the manifest knows it: a source path's tail, or a shared chunk's name. */
type ModuleRef = string;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Every page needs the app shell (mount: providers, router, Mantine core). The toasts' container
 * is not hinted: it renders in its own Suspense boundary after the page, and its four chunks ahead
 * of the page's in HTTP/1.1's six connections put off the first paint (docs/decisions/0205).
 */
const SHELL: ModuleRef[] = ["mount"];

export interface PageHints {
  modules: ModuleRef[];
  /** The page's largest image, fetched with the code instead of after the page renders. */
  images?: string[];
}

/**
 * Mantine's whole stylesheet (the web app's app/styles/mantine-all.ts): every page but home, about,
 * privacy and login renders only once it has arrived (docs/decisions/0202). Hinted with such a page
 * it downloads beside the page's code instead of after the first render asks for it (0205).
 */
const ALL_STYLES = "mantine-all";

const HOME: PageHints = { modules: ["src/features/public-site/home-page.tsx"], images: ["/images/home-hero.svg"] };
const PUBLIC_PAGES: Record<string, PageHints> = {
  "/": HOME,
  "/home": HOME,
  "/aboutUs": { modules: ["src/features/public-site/about-page.tsx"] },
  "/privacypolicy": { modules: ["src/features/public-site/privacy-page.tsx"] },
  "/enquiryform": { modules: ["src/features/enquiry-form/enquiry-form-page.tsx", ALL_STYLES] },
  // Its own chunk with the form parts (the web app's vite.config.ts LOGIN_CHUNK), found by name.
  "/login": { modules: ["login-page"] },
  "/forgot-password": { modules: ["src/features/auth/forgot-password-page.tsx", ALL_STYLES] },
  "/reset-password": { modules: ["src/features/auth/reset-password-page.tsx", ALL_STYLES] },
  "/confirm-password": { modules: ["src/features/auth/confirm-password-page.tsx", ALL_STYLES] },
};
/** The dashboards' base paths (the web app's features/session/roles.ts); a stale one only loses its hints. */
const DASHBOARD_PATHS = {
  admin: "/admin-dashboard",
  driver: "/driver-dashboard",
  caretaker: "/caretaker-dashboard",
  parent: "/parent-dashboard",
} as const;
const DASHBOARD = "dashboard-layout";
/** What a dashboard shows first, above its tiles (dashboard-config.ts `home`). */
const DASHBOARD_HOMES: Record<string, ModuleRef[]> = {
  [DASHBOARD_PATHS.parent]: ["src/features/day/parent-home.tsx"],
  [DASHBOARD_PATHS.caretaker]: ["src/features/run-sheet/run-sheet-page.tsx"],
};

/** The modules the page at `pathname` renders first (besides the shell). */
export function pageHints(pathname: string): PageHints {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = PUBLIC_PAGES[path];
  if (page) return page;
  for (const base of Object.values(DASHBOARD_PATHS)) {
    if (path === base) return { modules: [DASHBOARD, ALL_STYLES, ...(DASHBOARD_HOMES[base] ?? [])] };
    if (path.startsWith(`${base}/`)) return { modules: [DASHBOARD, ALL_STYLES] };
  }
  return { modules: [] };
}

function findChunk(manifest: Manifest, ref: ModuleRef): ManifestChunk | undefined {
  if (manifest[ref]) return manifest[ref];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.endsWith(`/${ref}`)) return chunk;
  }
  // A chunk several others import is keyed "_name-hash.js", and so is a page that Vite's config
  // puts in a chunk of its own making; find it by its name (a page's own chunk has its name too).
  for (const chunk of Object.values(manifest)) {
    if (chunk.name === ref && chunk.file.endsWith(".js")) return chunk;
  }
  return undefined;
}

/** The files (scripts, then style sheets) the given modules need, without what the HTML already loads. */
export function filesFor(manifest: Manifest, refs: ModuleRef[]): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    // The entry (index.html) is in the page already, with its style sheet.
    if (!chunk || chunk.isEntry || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const ref of refs) visit(findChunk(manifest, ref));
  return { scripts, styles };
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The `<link>` tags for a page: images first (the likely LCP element), then scripts and styles. */
export function hintTags(manifest: Manifest, page: PageHints): string {
  const { scripts, styles } = filesFor(manifest, [...SHELL, ...page.modules]);
  return [
    ...(page.images ?? []).map((href) => `<link rel="preload" as="image" href="${escapeAttr(href)}" fetchpriority="high">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttr(href)}">`),
  ].join("");
}

/**
 * Reads index.html and the manifest again only when a rebuild changed them (the server serves a
 * rebuilt web app without a restart), and keeps one rendered page per set of hints.
 */
export class WebShell {
  private stamp = "";
  private html = "";
  private manifest: Manifest = {};
  private readonly pages = new Map<string, string>();

  constructor(private readonly webDist: string) {}

  private refresh() {
    const indexPath = join(this.webDist, "index.html");
    const manifestPath = join(this.webDist, ".vite", "manifest.json");
    const mtime = (path: string) => {
      try {
        return String(statSync(path).mtimeMs);
      } catch {
        return "none";
      }
    };
    const stamp = `${mtime(indexPath)}:${mtime(manifestPath)}`;
    if (stamp === this.stamp) return;
    this.html = readFileSync(indexPath, "utf8");
    try {
      this.manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
    } catch {
      // No manifest (an older build, a test's stand-in): the page works, only without hints.
      this.manifest = {};
    }
    this.pages.clear();
    this.stamp = stamp;
  }

  /** index.html for a request to `pathname`, with that page's hints before `</head>`. */
  page(pathname: string): string {
    this.refresh();
    const hints = pageHints(pathname);
    const key = JSON.stringify(hints);
    let html = this.pages.get(key);
    if (html === undefined) {
      const tags = hintTags(this.manifest, hints);
      const at = this.html.indexOf("</head>");
      html = at < 0 || !tags ? this.html : `${this.html.slice(0, at)}${tags}${this.html.slice(at)}`;
      this.pages.set(key, html);
    }
    return html;
  }
}
