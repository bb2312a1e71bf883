/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Alias, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./pwa.config";

// The browser runs Preact's React-compatible layer instead of React DOM: about 55 KB less gzipped
// JavaScript on a 3G phone (docs/decisions/0093). Unit tests (Vitest, Testing Library) keep React;
// the e2e journeys run the built app, i.e. Preact.
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * The login page and the form parts that only forms use, in one chunk. Rollup splits them by the
 * set of pages sharing each one: the login page came in twelve files of 0.2–3 KB, and over
 * HTTP/1.1's six connections at 3G's 150 ms round trips every six cost a round trip before the
 * first paint (docs/decisions/0205). The app shell must never import one of these modules, or every
 * page would load the chunk: scripts/bundle-budget.mjs fails the build's check when it does.
 */
const LOGIN_CHUNK =
  /\/src\/(features\/auth\/(login-page|auth-card|form-errors|password-field)|app\/route-access)\.tsx?$|@mantine\/core\/esm\/components\/(Input|InputBase|TextInput|PasswordInput)\/|@mantine\/core\/esm\/core\/(styles-api\/use-resolved-styles-api|utils\/create-optional-context)\/|@mantine\/hooks\/esm\/use-uncontrolled\//;

/**
 * Catalogue areas only the server reads (export headings, audit sentences, the trackers' and the
 * live stream's errors): the server words them in the reader's language before they leave it, and
 * no screen shows them. In the built app their English stays out of the phone's first download
 * (docs/decisions/0092); Telugu and Hindi arrive with the language's own chunk as before. Unit tests
 * keep the whole catalogue.
 */
const SERVER_ONLY_AREAS: Record<string, string> = { "./exports.js": "exports", "./audit-sentences.js": "auditSentences", "./tracker.js": "tracker", "./live.js": "live" };

function serverOnlyCatalogueAreas(): Plugin {
  const prefix = "\0server-only-area:";
  return {
    name: "server-only-catalogue-areas",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]contracts[\\/]src[\\/]messages[\\/]index\.ts$/.test(importer)) return null;
      const area = SERVER_ONLY_AREAS[source];
      return area ? prefix + area : null;
    },
    load(id) {
      return id.startsWith(prefix) ? `export const ${id.slice(prefix.length)} = {};` : null;
    },
  };
}

export default defineConfig({
  plugins: [serverOnlyCatalogueAreas(), react(), VitePWA(pwaOptions)],
  resolve: {
    // The defaults stay (browser, production builds of dependencies); "source" adds the contracts' TypeScript.
    conditions: [...defaultClientConditions, "source"],
    alias: process.env.VITEST ? [] : preactAliases,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: {
    target: "es2020",
    sourcemap: false,
    // Read by scripts/bundle-budget.mjs (the phone-download budget, docs/decisions/0092).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // A manual chunk holds the modules named below and nothing else: Rollup would otherwise pull
        // each one's dependencies in with it, the app shell's Mantine core included (docs/decisions/0205).
        onlyExplicitManualChunks: true,
        // Vendor code changes rarely; splitting it lets a phone on 3G keep it cached across releases.
        manualChunks(id) {
          // Rollup's CommonJS helper goes with React, which needs it first: otherwise the react and vendor
          // chunks import each other and a lazily imported app can evaluate them in the wrong order.
          if (id.includes("commonjsHelpers")) return "react";
          if (LOGIN_CHUNK.test(id)) return "login-page";
          if (!id.includes("node_modules")) return undefined;
          // The service worker's registration code on its own, so its size can be checked (issue 9).
          if (id.includes("node_modules/workbox-window/")) return "pwa-register";
          // Style sheets stay with their importer: the entry must not pull a vendor JS chunk in for a CSS file.
          if (id.endsWith(".css")) return undefined;
          // A language's own code (ICU formatter, dayjs names, fonts) stays in that language's lazy chunks.
          if (/node_modules\/(intl-messageformat|@formatjs|@fontsource)\/|node_modules\/dayjs\/locale\//.test(id)) return undefined;
          if (/node_modules\/(preact|react|react-dom|scheduler|react-router)\//.test(id)) return "react";
          if (id.includes("node_modules/@tanstack/")) return "query";
          // Mantine, zod and the rest are left to Rollup: one vendor chunk would hand the phone every
          // component the admin screens use (docs/decisions/0093).
          return undefined;
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    globals: false,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    // Form tests type into many fields; a loaded 2-core CI machine needs more than the 5 s default.
    testTimeout: 20_000,
  },
});
