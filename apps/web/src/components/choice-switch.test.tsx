import { messages } from "@app/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/providers";
import { ChoiceSwitch } from "./choice-switch";

const d = messages.day.absences;

function Day({ onChange }: { onChange: (value: string) => void }) {
  const [day, setDay] = useState("today");
  return (
    <ChoiceSwitch
      label={d.absenceDay}
      value={day}
      onChange={(value) => {
        setDay(value);
        onChange(value);
      }}
      data={[
        { value: "today", label: d.today },
        { value: "tomorrow", label: d.tomorrow },
      ]}
    />
  );
}

describe("ChoiceSwitch", () => {
  it("is a named radio group of native radios, one Tab stop; a click and the arrow keys choose", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <AppProviders>
        <button type="button">before</button>
        <Day onChange={onChange} />
      </AppProviders>,
    );
    const group = screen.getByRole("radiogroup", { name: d.absenceDay });
    const [today, tomorrow] = within(group).getAllByRole("radio");
    expect(today).toHaveAccessibleName(d.today);
    expect(tomorrow).toHaveAccessibleName(d.tomorrow);
    expect(today).toBeChecked();
    expect(today).toHaveAttribute("name", tomorrow.getAttribute("name"));

    await user.click(screen.getByText(d.tomorrow));
    expect(tomorrow).toBeChecked();
    expect(today).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith("tomorrow");

    // The keyboard: Tab lands on the checked radio only, an arrow moves the choice.
    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    expect(tomorrow).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(today).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith("today");
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
