import { describe, expect, it } from "vitest";
import { boundHeapGrowth } from "./heap-growth";

describe("boundHeapGrowth", () => {
  it("keeps a heap flag the operator gave on the command line", () => {
    expect(boundHeapGrowth(["--max-old-space-size=256"], "")).toBe(false);
    expect(boundHeapGrowth(["--heap-growing-percent=50"], "")).toBe(false);
  });

  it("keeps a heap flag the operator gave in NODE_OPTIONS", () => {
    expect(boundHeapGrowth([], "--enable-source-maps --max-old-space-size=512")).toBe(false);
  });

  it("sets V8's growing factor when nothing else bounds the heap", () => {
    expect(boundHeapGrowth(["--enable-source-maps"], "--conditions=source")).toBe(true);
  });
});
