// The baseline of every bench: a bare node:http server answering the same bytes with the same
// headers, compressing per request exactly as @fastify/compress does (brotli quality 4, gzip
// default level) when the app's answer was compressed. Run as its own process so its CPU time is
// measured apart from the app's.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { brotliCompress, gzip, constants } from "node:zlib";

// { "<path>": { status, headers, body (base64), encoding } }: one answer per path of the plan.
const specs = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (const spec of Object.values(specs)) spec.bytes = Buffer.from(spec.body, "base64");
const first = Object.values(specs)[0];

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const spec = specs[req.url] ?? first;
    const body = spec.bytes;
    const headers = spec.headers;
    if (!spec.encoding) {
      res.writeHead(spec.status, { ...headers, "content-length": body.length });
      res.end(body);
      return;
    }
    const done = (err, out) => {
      if (err) {
        res.writeHead(500);
        res.end();
        return;
      }
      res.writeHead(spec.status, { ...headers, "content-encoding": spec.encoding, vary: "accept-encoding" });
      res.end(out);
    };
    if (spec.encoding === "br") brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, done);
    else gzip(body, done);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
