import { API, todayInIndia } from "@app/contracts";
import { defineBench } from "../lib/types";

/** The per-request floor: small authenticated answers (token, session, query, serialisation). */
export default defineBench({
  name: "small-calls",
  async plans(ctx) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const parent = await ctx.login(ctx.world.parent.identifier, ctx.world.parent.password);
    const kid = ctx.world.parentKidUuids[0];
    const browser = { "accept-encoding": "gzip, deflate, br" };
    return [
      { label: "GET all-routes (admin)", requests: [{ method: "GET", path: API.allRoutes, headers: { ...admin, ...browser } }] },
      {
        label: "parent's dashboard calls",
        requests: [
          { method: "GET", path: API.me, headers: { ...parent, ...browser } },
          { method: "GET", path: API.kidProfile(kid), headers: { ...parent, ...browser } },
          { method: "GET", path: API.kidRoute(kid), headers: { ...parent, ...browser } },
          { method: "GET", path: API.kidAttendanceByDate(kid, todayInIndia()), headers: { ...parent, ...browser } },
        ],
      },
    ];
  },
});
