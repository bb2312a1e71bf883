// Bundles the server into one ESM file; npm packages (contracts included, built by tsc) stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  outfile: "dist/main.js",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
