import { API } from "@app/contracts";
import { KIDS, seedKids } from "../lib/kids-seed";
import { defineBench, type LoadPlan } from "../lib/types";

/**
 * The admin's Kid Details list with 5,000 kids (BENCH_KIDS), as a browser asks for it (brotli),
 * and the same call revalidated with its ETag (304).
 */
export default defineBench({
  name: "kid-list",
  seed: (database) => seedKids(database),
  async plans(ctx) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const headers: Record<string, string> = { ...admin, "accept-encoding": "gzip, deflate, br" };
    const first = await fetch(`${ctx.baseUrl}${API.allKidProfiles}`, { headers });
    const etag = first.headers.get("etag");
    await first.arrayBuffer();
    const plans: Array<LoadPlan & { label: string }> = [{ label: `${KIDS} kids, brotli`, requests: [{ method: "GET" as const, path: API.allKidProfiles, headers }], connections: 8, seconds: 10 }];
    if (etag) {
      plans.push({
        label: `${KIDS} kids, unchanged (If-None-Match, 304)`,
        requests: [{ method: "GET" as const, path: API.allKidProfiles, headers: { ...headers, "if-none-match": etag } }],
        connections: 8,
        seconds: 10,
        expectStatus: 304,
      });
    }
    return plans;
  },
});
