// Issue 9: the service worker and the manifest add at most 30 KB gzipped to what a phone downloads.
// Counted: the worker (sw.js) and the Workbox runtime it imports, the manifest, the icons it lists,
// the registration code in the page (the pwa-register chunk, workbox-window) and the tags added to
// index.html. Run after `vite build` (npm run build does).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 30 * 1024;
const dist = join(import.meta.dirname, "..", "dist");
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

const files = ["sw.js", "manifest.webmanifest"];
for (const name of readdirSync(dist)) if (/^workbox-[\w-]+\.js$/.test(name)) files.push(name);
for (const name of readdirSync(join(dist, "assets"))) if (/^pwa-register-[\w-]+\.js$/.test(name)) files.push(join("assets", name));
const manifest = JSON.parse(readFileSync(join(dist, "manifest.webmanifest"), "utf8"));
for (const icon of manifest.icons ?? []) files.push(icon.src.replace(/^\//, ""));

const missing = files.filter((f) => !existsSync(join(dist, f)));
if (missing.length || !files.some((f) => f.startsWith("workbox-")) || !files.some((f) => f.includes("pwa-register"))) {
  console.error(`PWA size check: expected files not found in dist (${missing.join(", ") || "workbox runtime or pwa-register chunk"}).`);
  process.exit(1);
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const added = (html.match(/<link rel="manifest"[^>]*>|<link rel="apple-touch-icon"[^>]*>/g) ?? []).join("").length;

let total = added;
const rows = files.map((f) => {
  const size = gz(join(dist, f));
  total += size;
  return `  ${f.padEnd(44)} ${(size / 1024).toFixed(1).padStart(6)} KB`;
});
console.log(`PWA size (gzipped):\n${rows.join("\n")}\n  ${"index.html tags".padEnd(44)} ${(added / 1024).toFixed(1).padStart(6)} KB`);
console.log(`  ${"total".padEnd(44)} ${(total / 1024).toFixed(1).padStart(6)} KB of ${BUDGET / 1024} KB`);
if (total > BUDGET) {
  console.error(`PWA size check failed: ${(total / 1024).toFixed(1)} KB > ${BUDGET / 1024} KB.`);
  process.exit(1);
}
