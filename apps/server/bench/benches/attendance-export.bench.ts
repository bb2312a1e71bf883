import { API_EXPORTS, todayInIndia } from "@app/contracts";
import { appPid } from "../lib/app-pid";
import { daysBefore, seedAttendance } from "../lib/attendance-seed";
import { KIDS, seedKids } from "../lib/kids-seed";
import { rssMiB } from "../lib/proc";
import { defineBench } from "../lib/types";

const DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 365);
const MAX_GROWTH_MIB = 100;

/**
 * A year of attendance for 5,000 kids (1.8 million records, 7.3 million legs) exported as CSV and
 * as Excel, read as fast as the client can, while the server's resident memory is sampled every
 * 50 ms: the growth over the idle figure must stay under 100 MiB (issue 12). This bench measures
 * memory and time of one download, not a load run, so it prints its own lines and adds no plan;
 * a growth over the target fails the run.
 */
export default defineBench({
  name: "attendance-export",
  async seed(database) {
    await seedKids(database);
    const today = todayInIndia();
    await seedAttendance(database, daysBefore(today, DAYS), today);
  },
  async plans(ctx) {
    const admin = await ctx.login(ctx.world.admin.identifier, ctx.world.admin.password);
    const pid = appPid(ctx.baseUrl);
    const today = todayInIndia();
    const range = `from=${daysBefore(today, DAYS)}&to=${today}`;
    for (const format of ["csv", "xlsx"] as const) {
      await new Promise((r) => setTimeout(r, 500));
      const idle = rssMiB(pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
      const started = Date.now();
      let bytes = 0;
      let status = 0;
      try {
        const res = await fetch(`${ctx.baseUrl}${API_EXPORTS.attendance}?format=${format}&${range}`, { headers: admin });
        status = res.status;
        const reader = res.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.byteLength;
        }
      } finally {
        clearInterval(sampler);
      }
      const growth = peak - idle;
      const ok = status === 200 && growth < MAX_GROWTH_MIB;
      console.log(
        `[${ctx.kind}] attendance export, ${KIDS} kids × ${DAYS} days, ${format}: status ${status}, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s; server RSS ${idle.toFixed(0)} → peak ${peak.toFixed(0)} MiB (growth ${growth.toFixed(0)} MiB, target < ${MAX_GROWTH_MIB})${ok ? "" : " FAILED"}`,
      );
      if (!ok) process.exitCode = 1;
    }
    return [];
  },
});
