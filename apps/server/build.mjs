// Bundles the server and the npm packages it loads at start-up into one ESM file: Node then reads
// one file instead of resolving and compiling ~1,500 modules, which was a third of the start-up
// time on an existing database (docs/decisions/0200).
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  outfile: "dist/main.js",
  external: [
    // Native addons and WASM: loaded from their packages' own files.
    "sharp",
    "@node-rs/argon2",
    "@electric-sql/pglite",
    "pg-native",
    // Loaded on first use (an export, a family archive), never at start-up.
    "exceljs",
    "archiver",
    // Reads its own package.json through __dirname.
    "@fastify/swagger",
  ],
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  sourcemap: true,
  logLevel: "warning",
});
