import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../app/providers";
import { ResponsiveModal } from "./responsive-modal";

describe("ResponsiveModal", () => {
  it("is a dialog named by its title whose title bar is not a second banner landmark", async () => {
    render(
      <AppProviders>
        <header>page banner</header>
        <ResponsiveModal opened onClose={() => undefined} title="Edit route">
          <button type="button">Save</button>
        </ResponsiveModal>
      </AppProviders>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit route" });
    expect(within(dialog).queryByRole("banner")).toBeNull();
    expect(screen.getAllByRole("banner")).toHaveLength(1);
    expect(within(dialog).getByRole("heading", { name: "Edit route" })).toBeInTheDocument();
  });
});
