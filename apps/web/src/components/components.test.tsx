import { messages } from "@app/contracts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/providers";
import { phoneViewport } from "../test/app-test-utils";
import { DataTable, type DataTableSort } from "./data-table";
import { DetailList } from "./detail-list";
import { imageFileProblem, ImageFileInput } from "./image-file-input";
import { DEFAULT_IMAGE_SRC, ImageWithFallback } from "./image-with-fallback";
import { MaskedAadhaar, maskAadhaarForDisplay } from "./masked-aadhaar";
import { RowActions } from "./row-actions";
import { dateWithAge, displayValue } from "./value-text";

const ui = messages.staff.ui;
const wrap = (node: React.ReactNode) => render(<AppProviders>{node}</AppProviders>);

describe("ImageWithFallback", () => {
  it("shows the image, and the default image when it is missing or fails to load", () => {
    const { rerender } = wrap(<ImageWithFallback src="/api/files/a" alt="Photo" />);
    const img = screen.getByRole("img", { name: "Photo" });
    expect(img).toHaveAttribute("src", "/api/files/a");
    fireEvent.error(img);
    expect(screen.getByRole("img", { name: "Photo" })).toHaveAttribute("src", DEFAULT_IMAGE_SRC);
    expect(screen.getByRole("img", { name: "Photo" })).toHaveAttribute("data-fallback", "true");
    // A new URL is tried again.
    rerender(
      <AppProviders>
        <ImageWithFallback src="/api/files/b" alt="Photo" />
      </AppProviders>,
    );
    expect(screen.getByRole("img", { name: "Photo" })).toHaveAttribute("src", "/api/files/b");
    rerender(
      <AppProviders>
        <ImageWithFallback src={null} alt="Photo" />
      </AppProviders>,
    );
    expect(screen.getByRole("img", { name: "Photo" })).toHaveAttribute("src", DEFAULT_IMAGE_SRC);
  });
});

describe("ImageFileInput", () => {
  it("checks JPG/PNG and 10 MB with the catalogue messages", () => {
    expect(imageFileProblem(new File(["x"], "a.png", { type: "image/png" }))).toBeUndefined();
    expect(imageFileProblem(new File(["x"], "a.jpg", { type: "image/jpeg" }))).toBeUndefined();
    expect(imageFileProblem(new File(["x"], "a.gif", { type: "image/gif" }))).toBe(messages.uploads.onlyJpgPng);
    expect(imageFileProblem(new File([new Uint8Array(10 * 1024 * 1024 + 1)], "a.png", { type: "image/png" }))).toBe(messages.uploads.tooLarge);
    expect(imageFileProblem(null)).toBeUndefined();
  });

  it("is a labelled file input that reports the picked file, previews it and shows its own type error", async () => {
    const createObjectURL = vi.fn(() => "blob:preview");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const onChange = vi.fn();
    function Harness() {
      const [file, setFile] = useState<File | null>(null);
      return (
        <ImageFileInput
          label="Profile Picture"
          name="profilePicture"
          value={file}
          onChange={(f) => {
            onChange(f);
            setFile(f);
          }}
          currentSrc="/api/files/old"
        />
      );
    }
    wrap(<Harness />);
    const input = screen.getByLabelText("Profile Picture");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png");
    expect(screen.getByRole("img", { name: `${ui.currentImage}: Profile Picture` })).toHaveAttribute("src", "/api/files/old");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["x"], "a.png", { type: "image/png" }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: "a.png" }));
    expect(screen.getByRole("img", { name: ui.previewAlt("Profile Picture") })).toHaveAttribute("src", "blob:preview");
    await user.upload(input, new File(["x"], "a.bmp", { type: "image/bmp" }));
    expect(screen.getByText(messages.uploads.onlyJpgPng)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview");
  });
});

describe("masking and empty values", () => {
  it.each([
    ["XXXX XXXX 1234", "XXXX XXXX 1234"],
    ["xxxxxxxx1234", "XXXX XXXX 1234"],
    ["123456781234", "XXXX XXXX 1234"],
    ["1234 5678 9012", "XXXX XXXX 9012"],
    ["", ""],
  ])("masks %j as %j", (value, expected) => {
    expect(maskAadhaarForDisplay(value)).toBe(expected);
  });

  it("shows N/A for a missing Aadhaar number and never a clear one", () => {
    const { container } = wrap(
      <>
        <MaskedAadhaar value={null} />
        <MaskedAadhaar value="999988887777" />
      </>,
    );
    expect(container.textContent).toContain(messages.common.notAvailable);
    expect(container.textContent).toContain("XXXX XXXX 7777");
    expect(container.textContent).not.toMatch(/\d{12}/);
  });

  it("shows N/A or - for empty values, and a birth date with the age", () => {
    expect(displayValue(null)).toBe("N/A");
    expect(displayValue("  ", "dash")).toBe("-");
    expect(displayValue(0)).toBe("0");
    expect(dateWithAge("2000-01-31", 25)).toBe("31-01-2000 (25 years)");
    expect(dateWithAge(null)).toBe("N/A");
  });

  it("DetailList shows N/A for blank values", () => {
    wrap(<DetailList items={[{ label: "Address", value: "" }, { label: "Name", value: "Ravi" }]} />);
    expect(screen.getByText("N/A")).toBeInTheDocument();
    expect(screen.getByText("Ravi")).toBeInTheDocument();
  });
});

describe("DataTable and RowActions", () => {
  it("renders headers, rows and the empty state; the scroll region is keyboard focusable", () => {
    const columns = [
      { key: "n", header: "S.No.", render: (_: { name: string }, i: number) => i + 1 },
      { key: "name", header: "Name", render: (r: { name: string }) => r.name },
    ];
    const { rerender } = wrap(<DataTable label="People" columns={columns} rows={[{ name: "A" }, { name: "B" }]} rowKey={(r) => r.name} emptyText="Nothing" />);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["S.No.", "Name"]);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("region", { name: "People" })).toHaveAttribute("tabindex", "0");
    rerender(
      <AppProviders>
        <DataTable label="People" columns={columns} rows={[]} rowKey={(r) => r.name} emptyText="Nothing" />
      </AppProviders>,
    );
    expect(screen.getByText("Nothing")).toBeInTheDocument();
  });

  interface Person {
    name: string;
    phone: string;
  }
  const people: Person[] = [
    { name: "Asha", phone: "9876500001" },
    { name: "Ravi", phone: "9876500002" },
  ];
  const personColumns = [
    { key: "sno", header: "S.No.", render: (_: Person, i: number) => i + 1 },
    { key: "photo", header: "Photo", render: () => "[photo]", hideInCard: true },
    { key: "name", header: "Name", sortKey: "name", render: (r: Person) => r.name },
    { key: "phone", header: "Phone", render: (r: Person) => r.phone },
    { key: "actions", header: "Actions", render: (r: Person) => <button type="button">{`Call ${r.name}`}</button> },
  ];

  /** The people as a table (or cards), Ravi's row named as the row being edited. */
  const PeopleTable = ({ sort }: { sort?: DataTableSort }) => (
    <DataTable
      label="People"
      columns={personColumns}
      rows={people}
      rowKey={(r) => r.name}
      emptyText="Nothing"
      sort={sort}
      rowProps={(r) => (r.name === "Ravi" ? { "aria-label": "Ravi, being edited" } : undefined)}
    />
  );

  it("sorts by a header: a button naming the column, aria-sort on the sorted one", async () => {
    const onSort = vi.fn();
    wrap(<PeopleTable sort={{ key: "name", dir: "desc", onSort }} />);
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((h) => h.getAttribute("aria-sort"))).toEqual([null, null, "descending", null, null]);
    await userEvent.setup().click(screen.getByRole("button", { name: `${messages.lists.sortBy("Name")}, ${messages.lists.sortedDescending}` }));
    expect(onSort).toHaveBeenCalledWith("name");
    expect(screen.getByRole("row", { name: "Ravi, being edited" })).toBeInTheDocument();
  });

  it("on a phone (below 48em) shows each row as a card: headings as labels, no S.No. or hidden column, the actions at the bottom", async () => {
    phoneViewport();
    wrap(<PeopleTable />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "People" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/^NameAshaPhone9876500001Call Asha$/);
    expect(within(cards[0]).queryByText("S.No.")).not.toBeInTheDocument();
    expect(within(cards[0]).queryByText("[photo]")).not.toBeInTheDocument();
    expect(within(cards[1]).getByRole("button", { name: "Call Ravi" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Ravi, being edited" })).toBe(cards[1]);
    // No sort given: no sort picker.
    expect(screen.queryByRole("combobox", { name: messages.lists.sortLabel })).not.toBeInTheDocument();
  });

  it("on a phone offers the sortable columns in a Sort by picker, since there are no headers to click", async () => {
    phoneViewport();
    const onSortChange = vi.fn();
    const props = { label: "People", columns: personColumns, rowKey: (r: Person) => r.name, emptyText: "Nothing" };
    const { rerender } = wrap(<DataTable {...props} rows={people} sort={{ key: "name", dir: "desc", onSort: vi.fn(), onSortChange }} />);
    const picker = screen.getByRole("combobox", { name: messages.lists.sortLabel });
    expect(picker).toHaveValue("name:desc");
    expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual([
      messages.lists.defaultOrder,
      messages.lists.sortAscendingOption("Name"),
      messages.lists.sortDescendingOption("Name"),
    ]);
    const user = userEvent.setup();
    await user.selectOptions(picker, "name:asc");
    expect(onSortChange).toHaveBeenLastCalledWith("name", "asc");
    await user.selectOptions(picker, "");
    expect(onSortChange).toHaveBeenLastCalledWith(undefined, undefined);
    // An empty list keeps its picker (a sort never hides itself) and shows the empty text.
    rerender(
      <AppProviders>
        <DataTable {...props} rows={[]} sort={{ key: undefined, dir: undefined, onSort: vi.fn(), onSortChange }} />
      </AppProviders>,
    );
    expect(screen.getByText("Nothing")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: messages.lists.sortLabel })).toHaveValue("");
  });

  it("keeps the table on a phone when asked (noCards)", () => {
    phoneViewport();
    wrap(<DataTable label="People" columns={personColumns} rows={people} rowKey={(r) => r.name} emptyText="Nothing" noCards />);
    expect(screen.getByRole("table", { name: "People" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "People" })).not.toBeInTheDocument();
  });

  it("labels the icon buttons and keeps delete disabled unless asked", async () => {
    const onView = vi.fn();
    const onEdit = vi.fn();
    wrap(<RowActions onView={onView} onEdit={onEdit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: ui.actions.view }));
    await user.click(screen.getByRole("button", { name: ui.actions.edit }));
    expect(onView).toHaveBeenCalledOnce();
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: ui.actions.delete })).toBeDisabled();
  });
});
