import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { DateField } from "./date-field";

/**
 * "A date typed as 05-06-2016 is the 5th of June in every form" (issue 11). Every date field of the
 * product is this one component (the scan below fails on any other date input), so the typing test
 * here covers each of them: the enquiry's and kid's birth dates, the staff forms, joining dates,
 * the capture's date, the absence form, the attendance, audit-log and route-mark filters.
 */
const root = join(process.cwd(), "src");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <DateField
      name="dob"
      label="dob"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("DateField", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(["en-US", "en-GB", "te-IN", "hi-IN"])("reads 05-06-2016 as the 5th of June with a browser set to %s", async (locale) => {
    vi.spyOn(navigator, "language", "get").mockReturnValue(locale);
    vi.spyOn(navigator, "languages", "get").mockReturnValue([locale]);
    const onValue = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders>
        <Harness onValue={onValue} />
      </AppProviders>,
    );
    const input = screen.getByLabelText("dob");
    await user.type(input, "05-06-2016");
    await user.tab();
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith("2016-06-05"));
    expect(input).toHaveValue("05-06-2016");
  });

  it("also reads 5/6/2016 and an ISO date pasted from elsewhere", async () => {
    const onValue = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders>
        <Harness onValue={onValue} />
      </AppProviders>,
    );
    const input = screen.getByLabelText("dob");
    await user.type(input, "5/6/2016");
    await user.tab();
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith("2016-06-05"));
    await user.clear(input);
    await user.type(input, "2016-06-05");
    await user.tab();
    await waitFor(() => expect(input).toHaveValue("05-06-2016"));
  });

  it("is the only date input of the product: no native date input, no other Mantine date picker", () => {
    const others = sources(root)
      .map((path) => relative(root, path).replaceAll("\\", "/"))
      .filter((file) => file !== "components/form/date-field.tsx")
      .filter((file) => {
        const text = readFileSync(join(root, file), "utf8");
        return /type="date"|<input[^>]*type=\{?["']date|\b(DateInput|DatePickerInput|DateTimePicker)\b/.test(text);
      });
    expect(others).toEqual([]);
    // The form kit's "date" kind is the DateField.
    const formField = readFileSync(join(root, "components/form/form-field.tsx"), "utf8");
    expect(formField).toMatch(/case "date":[\s\S]{0,200}<DateField/);
  });
});
