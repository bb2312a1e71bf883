import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { importJWK, jwtVerify } from "jose";

export interface ReceivedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

export type Responder = (req: ReceivedRequest) => { status: number; body?: string; delayMs?: number } | Promise<{ status: number; body?: string; delayMs?: number }>;

/**
 * A local HTTP server standing in for the push service, the WhatsApp Cloud API and MSG91: it
 * records every request and answers what the test's responder says (201/200 by default).
 */
export async function startReceiver(responder: Responder = () => ({ status: 201 })) {
  const received: ReceivedRequest[] = [];
  let respond = responder;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const entry: ReceivedRequest = { at: Date.now(), method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      received.push(entry);
      void Promise.resolve(respond(entry)).then(async (answer) => {
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        if (res.destroyed) return;
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body ?? "{}");
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    on(path: string) {
      return received.filter((r) => r.path.startsWith(path));
    },
    setResponder(next: Responder) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A browser's push subscription: its own P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
export function fakeBrowserSubscription(endpoint: string) {
  const ecdh: ECDH = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    authSecret: auth,
    json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } },
  };
}

/**
 * Decrypts a Web Push message body as the browser does (RFC 8291 with RFC 8188 aes128gcm), written
 * here from the RFCs so the server's library is checked, not trusted.
 */
export function decryptPushBody(body: Buffer, sub: ReturnType<typeof fakeBrowserSubscription>): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || records.length > rs) throw new Error("unexpected aes128gcm header");
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  // The last (only) record ends with the delimiter 0x02 before any padding.
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks the VAPID Authorization header (RFC 8292): an ES256 JWT for the endpoint's origin, signed with key k. */
export async function verifyVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, k] = match;
  const raw = Buffer.from(k, "base64url");
  const key = await importJWK({ kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") }, "ES256");
  const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ["ES256"], audience });
  return { payload, protectedHeader, publicKey: k };
}
