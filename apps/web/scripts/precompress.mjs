// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, at the
// highest levels, once; the server sends them as they are (@fastify/static `preCompressed`) instead
// of compressing each asset on every request at a fast, larger level (docs/decisions/0136).
// Run after `vite build` (npm run build does).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    // Vite's manifest is for the server, not for browsers.
    if (name === ".vite") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  // Small files too: without a copy the server compresses them as a stream on every request, and a
  // preload the browser cancels (a redirect to the login page) then ends in a "premature close" error.
  const body = readFileSync(path);
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = gzipSync(body, { level: 9 });
  // A copy that is not smaller is not worth a second file; the server then sends the original.
  if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
  count += 1;
  raw += body.length;
  br += Math.min(brotli.length, body.length);
}
console.log(`precompress: ${count} files in ${relative(process.cwd(), dist) || "."}, ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`);
