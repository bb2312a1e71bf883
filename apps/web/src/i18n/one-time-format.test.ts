import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { formatCourseTime12, formatDateTimeIndia, formatTimeIndia, setDisplayLocale } from "@app/contracts";
import { afterEach, describe, expect, it } from "vitest";

/**
 * Times are shown one way everywhere (issue 11): 12-hour with AM/PM in English, the usual day-part
 * form in Telugu and Hindi, India time, through the contracts' formatters. A screen that builds its
 * own 24-hour clock (`hourCycle: "h23"`, `hour12: false`) or writes a time input of the browser's
 * own (`type="time"`, shown in the phone's locale) fails here, unless it is a wire format named below.
 */
const root = join(process.cwd(), "src");
/** Files whose 24-hour clock is the wire format ("HH:mm" sent to the server), never shown as such. */
const WIRE_FORMAT = new Set(["features/attendance-capture/india-time.ts"]);
/**
 * Native time inputs left: none. The kid form's session times, the last one (docs/decisions/0121),
 * now use the shared 12-hour TimeField too (docs/decisions/0244). The test fails if any screen uses one.
 */
const NATIVE_TIME_INPUTS_LEFT = new Set<string>();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("one way of showing times", () => {
  afterEach(() => setDisplayLocale("en-IN"));

  it("no screen formats a 24-hour clock of its own", () => {
    const offenders = sources(root)
      .map((path) => relative(root, path).replaceAll("\\", "/"))
      .filter((file) => !WIRE_FORMAT.has(file))
      .filter((file) => /hourCycle:\s*"h2[34]"|hour12:\s*false/.test(readFileSync(join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("no screen but the listed ones uses the browser's native time input", () => {
    const native = sources(root)
      .map((path) => relative(root, path).replaceAll("\\", "/"))
      .filter((file) => /type(=|:\s*)"time"/.test(readFileSync(join(root, file), "utf8")));
    expect(native.sort()).toEqual([...NATIVE_TIME_INPUTS_LEFT].sort());
    expect(native).not.toContain("features/attendance-capture/capture-dialog.tsx");
  });

  it("writes 12-hour with AM/PM in English and the day-part form in Telugu and Hindi, in India time", () => {
    // 02:05 UTC is 7:35 in the morning in India; 13:35 UTC is 7:05 in the evening.
    expect(formatTimeIndia("2025-06-15T02:05:00Z")).toBe("7:35 AM");
    expect(formatTimeIndia("2025-06-15T13:35:00Z", "en-IN")).toBe("7:05 PM");
    expect(formatTimeIndia("2025-06-15T02:05:00Z", "te-IN")).toBe("7:35 ఉదయం");
    expect(formatTimeIndia("2025-06-15T02:05:00Z", "hi-IN")).toBe("सुबह 7:35");
    expect(formatDateTimeIndia("2025-12-31T18:30:00Z")).toBe("01-01-2026, 12:00 AM");
    expect(formatDateTimeIndia("not a date")).toBe("-");
    expect(formatCourseTime12("16:30")).toBe("4:30 PM");
    expect(formatCourseTime12("00:15")).toBe("12:15 AM");
    setDisplayLocale("te-IN");
    expect(formatCourseTime12("19:05")).toBe("7:05 సాయంత్రం");
    setDisplayLocale("hi-IN");
    expect(formatCourseTime12("07:35")).toBe("सुबह 7:35");
  });
});
