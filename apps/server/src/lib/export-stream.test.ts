import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { sendExport } from "./export-stream";

/** A reply that hands back what it is asked to send, so the test plays the client. */
function fakeReply() {
  const reply = { header: () => reply, send: (payload: unknown) => payload };
  return reply as unknown as FastifyReply;
}

/** An Excel export of one text column, as the client would receive it. */
async function excelOf(batches: () => AsyncIterable<Array<{ text: string }>>): Promise<PassThrough> {
  const columns = [{ header: "text", value: (r: { text: string }) => r.text }];
  return (await sendExport(fakeReply(), { format: "xlsx", fileName: "t", sheetName: "t", columns, batches })) as unknown as PassThrough;
}

describe("sendExport (Excel)", () => {
  it("stops reading batches when the client goes away while the file waits to be read", async () => {
    let read = 0;
    let finished = false;
    async function* batches() {
      try {
        for (let i = 0; i < 1_000; i++) {
          read++;
          // A database read takes a turn of the event loop, which lets the zip write out.
          await new Promise((r) => setTimeout(r, 1));
          // Random text does not zip small, so the stream fills and waits for the client.
          yield Array.from({ length: 200 }, () => ({ text: Math.random().toString(36).repeat(20) }));
        }
      } finally {
        finished = true;
      }
    }
    const stream = await excelOf(batches);
    // Nobody reads: the writer waits for a drain after its first batches.
    await new Promise((r) => setTimeout(r, 500));
    const before = read;
    expect(before).toBeLessThan(1_000);
    stream.destroy();
    await expect.poll(() => finished, { timeout: 2_000 }).toBe(true);
    expect(read).toBeLessThanOrEqual(before + 1);
  });

  it("waits for the client even when the database answers without a turn of the event loop (PGlite)", async () => {
    let read = 0;
    async function* batches() {
      for (let i = 0; i < 1_000; i++) {
        read++;
        // An embedded database resolves its query in the same turn: only promises, no I/O.
        await Promise.resolve();
        yield Array.from({ length: 200 }, () => ({ text: Math.random().toString(36).repeat(20) }));
      }
    }
    const stream = await excelOf(batches);
    const first = await new Promise<number>((resolve) => stream.once("readable", () => resolve(read)));
    // The zip's first bytes are there to send long before the last batch is read.
    expect(first).toBeLessThan(100);
    await new Promise((r) => setTimeout(r, 500));
    // Nobody reads: the writer waits for a drain instead of reading the whole range into memory.
    expect(read).toBeLessThan(1_000);
    stream.destroy();
  });

  it("keeps what waits for the zip small while a client reads at full speed and the database answers at once", async () => {
    const received: number[] = [];
    let bytes = 0;
    const BATCHES = 300;
    const TEXT = 200;
    let lagged = 0;
    async function* batches() {
      for (let i = 0; i < BATCHES; i++) {
        await Promise.resolve();
        // How far the client is behind what was read: hex text deflates to about half, so the
        // client has at least a third of the text read twenty batches ago unless rows pile up.
        if (i >= 20 && bytes < (i - 20) * 200 * TEXT * 0.33) lagged++;
        received.push(bytes);
        yield Array.from({ length: 200 }, () => ({ text: randomBytes(TEXT / 2).toString("hex") }));
      }
    }
    const stream = await excelOf(batches);
    stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
    await once(stream, "end");
    expect(received).toHaveLength(BATCHES);
    expect(bytes).toBeGreaterThan(BATCHES * 200 * TEXT * 0.4);
    expect(lagged).toBe(0);
  });
});
