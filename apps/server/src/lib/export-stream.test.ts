import type { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { sendExport } from "./export-stream";

/** A reply that hands back what it is asked to send, so the test plays the client. */
function fakeReply() {
  const reply = { header: () => reply, send: (payload: unknown) => payload };
  return reply as unknown as FastifyReply;
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
    const stream = sendExport(fakeReply(), {
      format: "xlsx",
      fileName: "t",
      sheetName: "t",
      columns: [{ header: "text", value: (r: { text: string }) => r.text }],
      batches,
    }) as unknown as PassThrough;
    // Nobody reads: the writer waits for a drain after its first batches.
    await new Promise((r) => setTimeout(r, 500));
    const before = read;
    expect(before).toBeLessThan(1_000);
    stream.destroy();
    await expect.poll(() => finished, { timeout: 2_000 }).toBe(true);
    expect(read).toBeLessThanOrEqual(before + 1);
  });
});
