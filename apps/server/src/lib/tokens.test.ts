import { afterEach, describe, expect, it, vi } from "vitest";
import { TokenService } from "./tokens";

const SECRET = "a-test-secret-a-test-secret-a-test-secret";

describe("TokenService.verify with its verified-token cache (docs/decisions/0141)", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a token again from the cache, and never a tampered or foreign one", async () => {
    const tokens = new TokenService(SECRET, 3600);
    const { token, jti } = await tokens.sign("user-1", "father");
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: "user-1", role: "father", jti });
    expect(await tokens.verify(token)).toEqual(first);
    const [h, p, sig] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, "base64url").toString()), role: "admin" })).toString("base64url");
    expect(await tokens.verify(`${h}.${forgedPayload}.${sig}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    const other = await new TokenService("another-secret-another-secret-another-secret", 3600).sign("user-1", "admin");
    expect(await tokens.verify(other.token)).toBeNull();
  });

  it("stops answering a cached token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T02:00:00Z"));
    const tokens = new TokenService(SECRET, 60);
    const { token } = await tokens.sign("user-2", "caretaker");
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date("2026-11-23T02:01:01Z"));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it("keeps at most its bound of tokens and still verifies the ones it dropped", async () => {
    const tokens = new TokenService(SECRET, 3600, 2);
    const signed = await Promise.all(["a", "b", "c"].map((u) => tokens.sign(u, "father")));
    for (const s of signed) expect(await tokens.verify(s.token)).not.toBeNull();
    expect(await tokens.verify(signed[0]!.token)).toMatchObject({ userId: "a" });
  });
});
