import { API, messages } from "@app/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestStore, fakeLoginResponse, mockFetch, renderApp } from "../../test/app-test-utils";
import { fakeDateForEachTest } from "../../test/fake-date";
import { fakeImage, labelRe } from "../drivers/driver-fixtures";
import { fakeKidProfile, fakeKidRow } from "./kid-fixtures";

const k = messages.kids;
const f = k.fields;
const l = k.labels;
const ui = k.ui;
const sections = messages.dashboards.sections;

// Whole-form journeys type some forty fields: allow for a slow machine.
vi.setConfig({ testTimeout: 30_000 });

fakeDateForEachTest();

type User = ReturnType<typeof renderApp>["user"];
type Root = HTMLElement;

const TEXT_FIELDS = [
  "kidName",
  "kidsDateOfBirth",
  "joiningDate",
  "fatherName",
  "fatherMobile",
  "fatherEmail",
  "fatherCompany",
  "fatherOccupation",
  "father_aadhar_no",
  "motherName",
  "motherMobile",
  "motherEmail",
  "motherCompany",
  "motherOccupation",
  "mother_aadhar_no",
  "address1",
  "city",
  "state",
  "zipCode",
] as const;
const IMAGE_FIELDS = [
  "kidsImage",
  "father_aadhar_front_image",
  "father_aadhar_back_image",
  "fatherImage",
  "mother_aadhar_front_image",
  "mother_aadhar_back_image",
  "motherImage",
] as const;
type KidField = (typeof TEXT_FIELDS)[number] | (typeof IMAGE_FIELDS)[number] | "gender" | "bloodGroup" | "status";

/** The kid form's own inputs (the institute form has fields labelled "Address" and "Email" too). */
function kidInput(name: KidField, root: Root = document.body): HTMLInputElement {
  const label = labelRe(l[name]);
  const matches = within(root).getAllByLabelText(label) as HTMLInputElement[];
  return matches.find((el) => el.name === name) ?? matches[0];
}

function instituteForm(): HTMLElement {
  return screen.getByRole("group", { name: ui.instituteFormLegend });
}

const INSTITUTE_LABELS = {
  name: l.name,
  coach_name: l.coach_name,
  phone_no: l.phone_no,
  email: l.email,
  course_name: l.course_name,
  courseId: l.courseId,
  course_start_time: l.course_start_time,
  course_end_time: l.course_end_time,
  inst_address: l.inst_address,
} as const;
type InstituteField = keyof typeof INSTITUTE_LABELS;

const instInput = (name: InstituteField, root: Root = instituteForm()) =>
  within(root).getByLabelText(labelRe(INSTITUTE_LABELS[name])) as HTMLInputElement;
type TimeName = "course_start_time" | "course_end_time";
/** The session time's 12-hour picker (docs/decisions/0244): hours box (named for the field), minutes, AM/PM; the value it sends. */
const hoursBox = (name: TimeName, root: Root = instituteForm()) => within(root).getByRole("spinbutton", { name: INSTITUTE_LABELS[name] });
const minutesBox = (name: TimeName, root: Root = instituteForm()) => within(root).getByRole("spinbutton", { name: ui.minutesOf(INSTITUTE_LABELS[name]) });
const meridiem = (name: TimeName, root: Root = instituteForm()) =>
  within(root).getByRole("combobox", { name: ui.meridiemOf(INSTITUTE_LABELS[name]) }) as HTMLSelectElement;
const timeValue = (name: TimeName, root: Root = instituteForm()) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const durationOf = (root: Root = instituteForm()) => within(root).getByLabelText(l.course_duration) as HTMLInputElement;

async function fillText(user: User, el: HTMLInputElement, text: string) {
  await user.clear(el);
  await user.click(el);
  if (text) await user.paste(text);
}

async function setTime(user: User, name: TimeName, time: string, half: "AM" | "PM", root?: Root) {
  const [hours, minutes] = time.split(":");
  fireEvent.change(hoursBox(name, root), { target: { value: hours } });
  fireEvent.change(minutesBox(name, root), { target: { value: minutes } });
  await user.selectOptions(meridiem(name, root), half);
}

const VALID_KID: Record<(typeof TEXT_FIELDS)[number], string> = {
  kidName: "Anvi Reddy",
  kidsDateOfBirth: "2018-03-09",
  joiningDate: "2025-06-01",
  fatherName: "Suresh Reddy",
  fatherMobile: "9876543210",
  fatherEmail: "Suresh@Example.com",
  fatherCompany: "Guntur Mills",
  fatherOccupation: "Engineer",
  father_aadhar_no: "234567890123",
  motherName: "Padma Reddy",
  motherMobile: "9876543211",
  motherEmail: "padma@example.com",
  motherCompany: "AP Health",
  motherOccupation: "Doctor",
  mother_aadhar_no: "345678901234",
  address1: "4-5-6, Arundelpet",
  city: "Guntur",
  state: "Andhra Pradesh",
  zipCode: "522002",
};

const VALID_INSTITUTE = {
  name: "Sri Chaitanya School",
  coach_name: "Ramesh",
  phone_no: "9876500001",
  email: "office@chaitanya.example",
  course_name: "Class 3",
  courseId: "C3-A",
  inst_address: "Kothapet, Guntur",
};

async function addInstitute(
  user: User,
  values: Partial<typeof VALID_INSTITUTE> = {},
  times: [string, "AM" | "PM", string, "AM" | "PM"] = ["9:00", "AM", "3:30", "PM"],
) {
  await user.click(screen.getByRole("button", { name: l.addInstitute }));
  const form = instituteForm();
  for (const [name, value] of Object.entries({ ...VALID_INSTITUTE, ...values })) {
    await fillText(user, instInput(name as InstituteField, form), value);
  }
  await setTime(user, "course_start_time", times[0], times[1], form);
  await setTime(user, "course_end_time", times[2], times[3], form);
  await user.click(within(form).getByRole("button", { name: ui.saveInstitute }));
  await waitFor(() => expect(screen.queryByRole("group", { name: ui.instituteFormLegend })).not.toBeInTheDocument());
}

async function fillValidKid(user: User) {
  for (const name of TEXT_FIELDS) {
    const el = kidInput(name);
    if (el.type === "date") {
      await user.clear(el);
      await user.type(el, VALID_KID[name]);
    } else await fillText(user, el, VALID_KID[name]);
  }
  await user.selectOptions(kidInput("gender"), "female");
  await user.selectOptions(kidInput("bloodGroup"), "O+");
  await user.selectOptions(kidInput("status"), "active");
  for (const name of IMAGE_FIELDS) await user.upload(kidInput(name), fakeImage(`${name}.png`));
}

const listReply = (rows = [fakeKidRow()]) => ({ status: 200, body: { data: { allUserProfiles: rows } } });
const posts = (fetchMock: ReturnType<typeof mockFetch>, method = "POST") => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

async function openCreateKid() {
  mockFetch();
  const view = renderApp("/admin-dashboard/createkid", { as: "admin" });
  await screen.findByRole("heading", { name: sections.createKid });
  return view;
}

describe("kid create form (/admin-dashboard/createkid)", () => {
  it("labels every field of spec §5.6 with its choices, and limits the birth date to today", async () => {
    await openCreateKid();
    for (const name of [...TEXT_FIELDS, ...IMAGE_FIELDS, "gender", "bloodGroup", "status"] as KidField[]) {
      expect(kidInput(name)).toBeInTheDocument();
    }
    // A DD-MM-YYYY date field of the UI library, not the browser's own (issue 11).
    expect(kidInput("kidsDateOfBirth")).toHaveAttribute("placeholder", messages.common.datePlaceholder);
    expect(kidInput("kidsImage")).toHaveAttribute("accept", "image/jpeg,image/png");
    const optionValues = (el: HTMLElement) => within(el).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(optionValues(kidInput("gender"))).toEqual(["", "male", "female", "other"]);
    expect(optionValues(kidInput("bloodGroup"))).toEqual(["", "A+", "A-", "B+", "B-", "O+", "O-", "AB+", "AB-"]);
    expect(optionValues(kidInput("status"))).toEqual(["", "active", "inactive", "paused", "suspended"]);
    expect(screen.getByRole("group", { name: l.institutes })).toBeInTheDocument();
  });

  it.each<[KidField, string, string]>([
    ["kidName", "", f.kidNameRequired],
    ["kidName", "Anvi2", f.kidNameLetters],
    ["kidName", "Anvi_R", f.kidNameLetters],
    ["kidsDateOfBirth", "", f.dobRequired],
    ["kidsDateOfBirth", "2025-07-01", f.dobFuture],
    ["kidsDateOfBirth", "2021-06-16", f.dobTooYoung],
    ["joiningDate", "", f.joiningDateRequired],
    // A blank parent section is no parent (docs/decisions/0244): the blank form asks for one, on the father's name.
    ["fatherName", "", f.oneParentRequired],
    ["fatherMobile", "98765432", f.phoneExactly10],
    ["fatherEmail", "suresh@", f.emailInvalid],
    ["father_aadhar_no", "12345678901", f.aadharLength],
    ["father_aadhar_no", "1234abcd5678", f.aadharDigits],
    ["motherMobile", "987654321", "Phone number must be exactly 10"],
    ["motherEmail", "padma.example.com", f.emailInvalid],
    ["mother_aadhar_no", "12345678901", f.aadharLength],
    ["address1", "", f.address1Required],
    ["city", "", f.cityRequired],
    ["state", "", f.stateRequired],
    ["zipCode", "", f.zipCodeRequired],
    ["zipCode", "5220", f.zipCodeInvalid],
  ])("on blur of %s with %j shows %j", async (name, text, message) => {
    const { user } = await openCreateKid();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    const el = kidInput(name);
    await user.click(el);
    if (text) {
      if (el.type === "date") await user.type(el, text);
      else await user.paste(text);
    }
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(el).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the selects and each image (required, JPG or PNG only)", async () => {
    const { user } = await openCreateKid();
    for (const [name, message] of [
      ["gender", f.genderRequired],
      ["bloodGroup", f.bloodGroupRequired],
      ["status", f.statusRequired],
    ] as const) {
      await user.click(kidInput(name));
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(kidInput("kidsImage"), fakeImage("photo.gif", "image/gif"));
    expect(await screen.findByText(messages.uploads.onlyJpgPng)).toBeInTheDocument();
  });

  it("a parent's section is optional as a whole: once begun, its fields and portrait are required, its Aadhaar number (0268) and card images never (0244)", async () => {
    const { user } = await openCreateKid();
    expect(screen.getAllByText(ui.parentSectionOptional)).toHaveLength(2);
    // Blank: nothing to say on the mother's fields or images.
    for (const name of ["motherName", "motherMobile", "motherImage", "mother_aadhar_front_image"] as const) {
      await user.click(kidInput(name));
      await user.tab();
    }
    expect(screen.queryByText(f.motherNameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(f.motherImageRequired)).not.toBeInTheDocument();
    expect(kidInput("motherName")).not.toHaveAttribute("aria-invalid", "true");
    // Begun: the rest of the section is required, the portrait too, the Aadhaar card images still not.
    await fillText(user, kidInput("motherName"), "Padma Reddy");
    for (const name of ["motherMobile", "mother_aadhar_no", "motherImage", "mother_aadhar_back_image"] as const) {
      await user.click(kidInput(name));
      await user.tab();
    }
    expect(await screen.findByText(f.motherMobileRequired)).toBeInTheDocument();
    expect(kidInput("mother_aadhar_no")).not.toHaveAttribute("aria-invalid", "true");
    expect(kidInput("mother_aadhar_no")).toHaveAccessibleDescription(ui.parentAadharHint);
    expect(screen.getByText(f.motherImageRequired)).toBeInTheDocument();
    expect(screen.queryByText(f.motherAadharBackRequired)).not.toBeInTheDocument();
  });

  it.each([
    ["with", true],
    ["without (added later, 0268)", false],
  ])("sends a single-mother family %s her Aadhaar number: the father's section blank, no Aadhaar card image", async (_, withNumber) => {
    const fetchMock = mockFetch({
      [`POST ${API.createKidProfile}`]: { status: 201, body: { message: k.createSuccess, data: fakeKidProfile() } },
    });
    const { user } = renderApp("/admin-dashboard/createkid", { as: "admin" });
    await screen.findByRole("heading", { name: sections.createKid });
    for (const name of TEXT_FIELDS.filter((n) => !n.startsWith("father") && (withNumber || n !== "mother_aadhar_no"))) {
      const el = kidInput(name);
      if (el.type === "date") await user.type(el, VALID_KID[name]);
      else await fillText(user, el, VALID_KID[name]);
    }
    await user.selectOptions(kidInput("gender"), "female");
    await user.selectOptions(kidInput("bloodGroup"), "O+");
    await user.selectOptions(kidInput("status"), "active");
    await user.upload(kidInput("kidsImage"), fakeImage("kidsImage.png"));
    await user.upload(kidInput("motherImage"), fakeImage("motherImage.png"));
    await addInstitute(user);
    await user.click(screen.getByRole("button", { name: k.submit }));
    expect(await screen.findByText(k.createSuccess)).toBeInTheDocument();
    const body = posts(fetchMock)[0][1]!.body as FormData;
    expect(JSON.parse(String(body.get("parentsDetails")))).toEqual({
      motherName: "Padma Reddy",
      motherMobile: "9876543211",
      motherEmail: "padma@example.com",
      motherCompany: "AP Health",
      motherOccupation: "Doctor",
      ...(withNumber ? { mother_aadhar_no: "345678901234" } : {}),
    });
    expect(IMAGE_FIELDS.filter((name) => body.get(name) instanceof File)).toEqual(["kidsImage", "motherImage"]);
  });

  it.each<[InstituteField, string, string]>([
    ["name", "", f.instituteNameRequired],
    ["coach_name", "", f.coachNameRequired],
    ["phone_no", "", f.institutePhoneRequired],
    ["phone_no", "98765", f.phoneExactly10],
    ["email", "", f.instituteEmailRequired],
    ["email", "office@", "Invalid email format"],
    ["course_name", "", f.courseNameRequired],
    ["courseId", "", f.courseIdRequired],
    ["inst_address", "", f.instituteAddressRequired],
  ])("institute form: on blur of %s with %j shows %j", async (name, text, message) => {
    const { user } = await openCreateKid();
    await user.click(screen.getByRole("button", { name: l.addInstitute }));
    const el = instInput(name);
    await user.click(el);
    if (text) await user.paste(text);
    await user.tab();
    expect(await within(instituteForm()).findByText(message)).toBeInTheDocument();
  });

  it("derives the read-only course duration from the 12-hour times, wrapping past midnight; no native time input (0244)", async () => {
    const { user } = await openCreateKid();
    await user.click(screen.getByRole("button", { name: l.addInstitute }));
    expect(instituteForm().querySelector('input[type="time"]')).toBeNull();
    expect(hoursBox("course_start_time")).toBeInTheDocument();
    expect(minutesBox("course_end_time")).toBeInTheDocument();
    expect(durationOf()).toHaveAttribute("readonly");
    expect(durationOf()).toHaveValue("");

    await setTime(user, "course_start_time", "10:00", "AM");
    await setTime(user, "course_end_time", "11:30", "AM");
    expect(durationOf()).toHaveValue("1h 30m");

    await setTime(user, "course_start_time", "11:00", "PM");
    await setTime(user, "course_end_time", "1:00", "AM");
    expect(timeValue("course_start_time")).toBe("23:00");
    expect(timeValue("course_end_time")).toBe("01:00");
    expect(durationOf()).toHaveValue("2h 0m");

    // Switching the half of the day moves the time by 12 hours.
    await user.selectOptions(meridiem("course_end_time"), "PM");
    expect(timeValue("course_end_time")).toBe("13:00");
    expect(durationOf()).toHaveValue("14h 0m");
  });

  it("adds institutes as cards (closing the institute form) and removes one with its cross", async () => {
    const { user } = await openCreateKid();
    expect(screen.getByText(ui.noInstitutesYet)).toBeInTheDocument();
    await addInstitute(user);
    await addInstitute(user, { name: "Nataraja Dance Academy", courseId: "KP-2" }, ["5:00", "PM", "6:30", "PM"]);
    const list = screen.getByRole("list", { name: l.institutes });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("heading", { name: "Sri Chaitanya School" })).toBeInTheDocument();
    expect(within(cards[0]).getByText("9:00 AM – 3:30 PM · 6h 30m")).toBeInTheDocument();
    expect(within(cards[1]).getByText("5:00 PM – 6:30 PM · 1h 30m")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: ui.removeInstitute("Sri Chaitanya School") }));
    const left = within(screen.getByRole("list", { name: l.institutes })).getAllByRole("listitem");
    expect(left).toHaveLength(1);
    expect(within(left[0]).getByRole("heading", { name: "Nataraja Dance Academy" })).toBeInTheDocument();
  });

  it("does not add an institute with errors: the institute form stays open with its messages", async () => {
    const { user } = await openCreateKid();
    await user.click(screen.getByRole("button", { name: l.addInstitute }));
    await user.click(within(instituteForm()).getByRole("button", { name: ui.saveInstitute }));
    expect(within(instituteForm()).getByText(f.instituteNameRequired)).toBeInTheDocument();
    expect(within(instituteForm()).getByText(f.endTimeRequired)).toBeInTheDocument();
    expect(instInput("name")).toHaveFocus();
    expect(screen.queryByRole("list", { name: l.institutes })).not.toBeInTheDocument();
  });

  it("blocks the submit of a blank form: no call, every message shown, the first field focused", async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp("/admin-dashboard/createkid", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: k.submit }));
    for (const message of [
      f.kidNameRequired,
      f.genderRequired,
      f.dobRequired,
      f.kidImageRequired,
      f.oneParentRequired,
      f.zipCodeRequired,
      f.institutesRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(kidInput("kidName")).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("sends a valid form as multipart: the text fields, institution_details/parentsDetails/home_address as JSON, all seven images", async () => {
    const fetchMock = mockFetch({
      [`POST ${API.createKidProfile}`]: { status: 201, body: { message: k.createSuccess, data: fakeKidProfile() } },
    });
    const { user } = renderApp("/admin-dashboard/createkid", { as: "admin" });
    await screen.findByRole("heading", { name: sections.createKid });
    await fillValidKid(user);
    await addInstitute(user, {}, ["10:00", "AM", "11:30", "AM"]);
    await addInstitute(user, { name: "Night Chess Club", courseId: "NC-1" }, ["11:00", "PM", "1:00", "AM"]);
    await user.click(screen.getByRole("button", { name: k.submit }));
    expect(await screen.findByText(k.createSuccess)).toBeInTheDocument();

    const [url, init] = posts(fetchMock)[0];
    expect(url).toBe(API.createKidProfile);
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("kidName")).toBe("Anvi Reddy");
    expect(body.get("gender")).toBe("female");
    expect(body.get("kidsDateOfBirth")).toBe("2018-03-09");
    expect(body.get("bloodGroup")).toBe("O+");
    expect(body.get("status")).toBe("active");
    expect(body.get("joiningDate")).toBe("2025-06-01");
    expect(JSON.parse(String(body.get("parentsDetails")))).toEqual({
      fatherName: "Suresh Reddy",
      fatherMobile: "9876543210",
      fatherEmail: "suresh@example.com",
      fatherCompany: "Guntur Mills",
      fatherOccupation: "Engineer",
      father_aadhar_no: "234567890123",
      motherName: "Padma Reddy",
      motherMobile: "9876543211",
      motherEmail: "padma@example.com",
      motherCompany: "AP Health",
      motherOccupation: "Doctor",
      mother_aadhar_no: "345678901234",
    });
    expect(JSON.parse(String(body.get("home_address")))).toEqual({ address1: "4-5-6, Arundelpet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" });
    const institutes = JSON.parse(String(body.get("institution_details")));
    expect(institutes).toHaveLength(2);
    expect(institutes[0]).toMatchObject({ ...VALID_INSTITUTE, course_start_time: "10:00", course_end_time: "11:30", course_duration: "1h 30m" });
    expect(institutes[1]).toMatchObject({ name: "Night Chess Club", courseId: "NC-1", course_start_time: "23:00", course_end_time: "01:00", course_duration: "2h 0m" });
    for (const name of IMAGE_FIELDS) {
      const file = body.get(name);
      expect(file, name).toBeInstanceOf(File);
      expect((file as File).name).toBe(`${name}.png`);
    }
    // After a save the form starts blank again.
    await waitFor(() => expect(kidInput("kidName")).toHaveValue(""));
  });

  it("shows a create failure (the server's text) and keeps what was typed, and the field it belongs to", async () => {
    const fetchMock = mockFetch({
      [`POST ${API.createKidProfile}`]: { status: 409, body: { error: k.errors.mobileTaken("mother") } },
    });
    const { user } = renderApp("/admin-dashboard/createkid", { as: "admin" });
    await screen.findByRole("heading", { name: sections.createKid });
    await fillValidKid(user);
    await addInstitute(user);
    await user.click(screen.getByRole("button", { name: k.submit }));
    expect(await screen.findAllByText(k.errors.mobileTaken("mother"))).toHaveLength(2);
    expect(posts(fetchMock)).toHaveLength(1);
    expect(kidInput("kidName")).toHaveValue("Anvi Reddy");
    expect(kidInput("motherMobile")).toHaveAttribute("aria-invalid", "true");
    expect(within(screen.getByRole("list", { name: l.institutes })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("falls back to the catalogue failure text when the server gives none", async () => {
    mockFetch({ [`POST ${API.createKidProfile}`]: { status: 500, body: {} } });
    const { user } = renderApp("/admin-dashboard/createkid", { as: "admin" });
    await screen.findByRole("heading", { name: sections.createKid });
    await fillValidKid(user);
    await addInstitute(user);
    await user.click(screen.getByRole("button", { name: k.submit }));
    expect(await screen.findByText(k.createFailure)).toBeInTheDocument();
    expect(kidInput("fatherName")).toHaveValue("Suresh Reddy");
  });

  it("asks to save or cancel an institute that is still being typed before submitting", async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp("/admin-dashboard/createkid", { as: "admin" });
    await screen.findByRole("heading", { name: sections.createKid });
    await fillValidKid(user);
    await user.click(screen.getByRole("button", { name: l.addInstitute }));
    await fillText(user, instInput("name"), "Half typed");
    await user.click(screen.getByRole("button", { name: k.submit }));
    expect(await screen.findByText(ui.finishInstitute)).toBeInTheDocument();
    expect(instInput("name")).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
  });
});

describe("Kids Profile (/admin-dashboard/profile)", () => {
  it("lists the kids with every column, DD-MM-YYYY dates, status colours and a disabled delete", async () => {
    mockFetch({
      [`GET ${API.allKidProfiles}`]: listReply([
        fakeKidRow(),
        fakeKidRow({ uuid: "k2", kidName: "Ravi Teja", kidsDateOfBirth: "2016-12-01", age: 8, gender: "male", bloodGroup: "AB-", status: "paused" }),
      ]),
    });
    renderApp("/admin-dashboard/profile", { as: "admin" });
    expect(await screen.findByRole("heading", { name: sections.kidsProfile })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: k.title });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "S.No.",
      "Kid Name",
      "Age",
      "DOB",
      "Gender",
      "Blood Group",
      "Status",
      "Actions",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getAllByRole("cell").map((c) => c.textContent)).toEqual(["1", "Anvi Reddy", "7", "09-03-2018", "Female", "O+", "Active", ""]);
    expect(within(rows[1]).getAllByRole("cell").map((c) => c.textContent).slice(0, 7)).toEqual(["2", "Ravi Teja", "8", "01-12-2016", "Male", "AB-", "Paused"]);
    const badge = (row: HTMLElement, text: string) => within(row).getByText(text).closest(".mantine-Badge-root") as HTMLElement;
    expect(badge(rows[0], "Active").style.getPropertyValue("--badge-color")).toContain("green");
    expect(badge(rows[1], "Paused").style.getPropertyValue("--badge-color")).toContain("red");
    expect(within(rows[0]).getByRole("button", { name: "View" })).toBeEnabled();
    expect(within(rows[0]).getByRole("button", { name: "Edit" })).toBeEnabled();
    expect(within(rows[0]).getByRole("button", { name: "Delete" })).toBeDisabled();
  });

  it("shows the loading text, then No data available for an empty list", async () => {
    let release: (v: unknown) => void = () => {};
    mockFetch({ [`GET ${API.allKidProfiles}`]: () => new Promise((r) => (release = () => r(listReply([])))) as never });
    renderApp("/admin-dashboard/getkiddetails", { as: "admin" });
    expect(await screen.findByText(messages.common.loading)).toBeInTheDocument();
    act(() => release(undefined));
    expect(await screen.findByText(k.empty)).toBeInTheDocument();
  });

  it("shows a failed load (not only logged) with a retry", async () => {
    mockFetch({ [`GET ${API.allKidProfiles}`]: { status: 500, body: { error: "boom" } } });
    renderApp("/admin-dashboard/getkiddetails", { as: "admin" });
    expect(await screen.findByRole("alert")).toHaveTextContent(k.loadFailure);
    expect(screen.getByRole("button", { name: messages.staff.ui.retry })).toBeInTheDocument();
  });

  it("opens the large create form from Add New Kid; a save closes it and reloads the list", async () => {
    let listCalls = 0;
    mockFetch({
      [`GET ${API.allKidProfiles}`]: () => {
        listCalls += 1;
        return listReply(listCalls === 1 ? [] : [fakeKidRow()]);
      },
      [`POST ${API.createKidProfile}`]: { status: 201, body: { message: k.createSuccess, data: fakeKidProfile() } },
    });
    const { user } = renderApp("/admin-dashboard/profile", { as: "admin" });
    expect(await screen.findByText(k.empty)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: k.addButton }));
    const dialog = await screen.findByRole("dialog", { name: k.createTitle });
    await fillValidKid(user);
    await addInstitute(user);
    await user.click(within(dialog).getByRole("button", { name: k.submit }));
    expect(await screen.findByText(k.createSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: k.createTitle })).not.toBeInTheDocument());
    expect(await screen.findByRole("cell", { name: "Anvi Reddy" })).toBeInTheDocument();
    expect(listCalls).toBe(2);
  });

  it("views a kid: every field, every institute, parents with Aadhaar masked, images; Close", async () => {
    const profile = fakeKidProfile();
    mockFetch({
      [`GET ${API.allKidProfiles}`]: listReply(),
      [`GET ${API.kidProfile(profile.uuid)}`]: { status: 200, body: { data: profile } },
    });
    const { user } = renderApp("/admin-dashboard/profile", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog", { name: k.viewTitle });
    await within(dialog).findByRole("heading", { name: "Anvi Reddy" });
    for (const text of ["09-03-2018", "7 years", "Female", "O+", "01-06-2025", "4-5-6, Arundelpet, Guntur, Andhra Pradesh, 522002"]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    const institutes = within(within(dialog).getByRole("list", { name: l.institutes })).getAllByRole("listitem");
    expect(institutes).toHaveLength(2);
    expect(within(institutes[1]).getByRole("heading", { name: "Nataraja Dance Academy" })).toBeInTheDocument();
    expect(within(institutes[1]).getByText("5:00 PM – 6:30 PM · 1h 30m")).toBeInTheDocument();
    expect(within(dialog).getByText("Suresh Reddy")).toBeInTheDocument();
    expect(within(dialog).getByText("XXXX XXXX 1234")).toBeInTheDocument();
    expect(within(dialog).getByText("XXXX XXXX 5678")).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/\d{12}/);
    expect(within(dialog).getByRole("img", { name: ui.kidsImageAlt("Anvi Reddy") })).toHaveAttribute("src", "/api/files/k1");
    expect(within(dialog).getByRole("img", { name: l.father_aadhar_front_image })).toHaveAttribute("src", "/api/files/faf");
    await user.click(within(dialog).getByRole("button", { name: k.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("views a single-mother family: only the mother's details, no empty father block (0244); her Aadhaar not given yet (0268)", async () => {
    const base = fakeKidProfile();
    const profile = fakeKidProfile({
      parentsDetails: {
        ...base.parentsDetails!,
        mother_aadhar_no: "",
        fatherName: "",
        fatherMobile: "",
        fatherEmail: "",
        fatherCompany: "",
        fatherOccupation: "",
        father_aadhar_no: "",
        father_aadhar_front_image: null,
        father_aadhar_back_image: null,
        fatherImage: null,
      },
    });
    mockFetch({
      [`GET ${API.allKidProfiles}`]: listReply(),
      [`GET ${API.kidProfile(profile.uuid)}`]: { status: 200, body: { data: profile } },
    });
    const { user } = renderApp("/admin-dashboard/profile", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog", { name: k.viewTitle });
    expect(await within(dialog).findByRole("heading", { name: l.motherDetails })).toBeInTheDocument();
    expect(within(dialog).queryByRole("heading", { name: l.fatherDetails })).not.toBeInTheDocument();
    expect(within(dialog).getByText("Padma Reddy")).toBeInTheDocument();
    expect(within(dialog).getByText(ui.aadhaarNotGiven)).toBeInTheDocument();
  });

  it("edit: a parent on record cannot be emptied (their section is not 'no parent'), 0244", async () => {
    const profile = fakeKidProfile();
    const fetchMock = mockFetch({
      [`GET ${API.allKidProfiles}`]: listReply(),
      [`GET ${API.kidProfile(profile.uuid)}`]: { status: 200, body: { data: profile } },
      [`PUT ${API.updateKidProfile(profile.uuid)}`]: { status: 200, body: { message: k.updateSuccess, data: profile } },
    });
    const { user } = renderApp("/admin-dashboard/profile", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: k.editTitle });
    await within(dialog).findByRole("button", { name: k.save });
    for (const name of ["motherName", "motherMobile", "motherEmail", "motherCompany", "motherOccupation", "mother_aadhar_no"] as const) {
      await user.clear(kidInput(name, dialog));
    }
    await user.click(within(dialog).getByRole("button", { name: k.save }));
    expect(await within(dialog).findByText(f.motherNameRequired)).toBeInTheDocument();
    expect(kidInput("motherName", dialog)).toHaveFocus();
    expect(posts(fetchMock, "PUT")).toHaveLength(0);
  });

  it("edits the SECOND institute, keeps the status without a selector, sends no images, then reloads", async () => {
    const profile = fakeKidProfile({ status: "paused" });
    let listCalls = 0;
    const fetchMock = mockFetch({
      [`GET ${API.allKidProfiles}`]: () => {
        listCalls += 1;
        return listReply([fakeKidRow({ status: "paused" })]);
      },
      [`GET ${API.kidProfile(profile.uuid)}`]: { status: 200, body: { data: profile } },
      [`PUT ${API.updateKidProfile(profile.uuid)}`]: { status: 200, body: { message: k.updateSuccess, data: profile } },
    });
    const { user } = renderApp("/admin-dashboard/profile", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: k.editTitle });
    await within(dialog).findByRole("button", { name: k.save });
    expect(within(dialog).queryByLabelText(labelRe(l.status))).not.toBeInTheDocument();
    expect(kidInput("kidName", dialog)).toHaveValue("Anvi Reddy");
    expect(kidInput("father_aadhar_no", dialog)).toHaveValue("XXXX XXXX 1234");

    await user.click(within(dialog).getByRole("button", { name: ui.editInstitute("Nataraja Dance Academy") }));
    const form = within(dialog).getByRole("group", { name: ui.instituteFormEditLegend(2) });
    expect(instInput("course_name", form)).toHaveValue("Kuchipudi");
    expect(meridiem("course_start_time", form)).toHaveValue("PM");
    await fillText(user, instInput("course_name", form), "Bharatanatyam");
    await setTime(user, "course_end_time", "7:00", "PM", form);
    expect(durationOf(form)).toHaveValue("2h 0m");
    await user.click(within(form).getByRole("button", { name: ui.saveInstitute }));
    const cards = within(within(dialog).getByRole("list", { name: l.institutes })).getAllByRole("listitem");
    expect(within(cards[1]).getByText("5:00 PM – 7:00 PM · 2h 0m")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: k.save }));
    expect(await screen.findByText(k.updateSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const [url, init] = posts(fetchMock, "PUT")[0];
    expect(url).toBe(API.updateKidProfile(profile.uuid));
    const body = init!.body as FormData;
    expect(body.get("status")).toBe("paused");
    expect(body.get("kidName")).toBe("Anvi Reddy");
    const institutes = JSON.parse(String(body.get("institution_details")));
    expect(institutes).toHaveLength(2);
    expect(institutes[0]).toMatchObject({ name: "Sri Chaitanya School", course_name: "Class 3", course_start_time: "09:00", course_end_time: "15:30" });
    expect(institutes[1]).toMatchObject({ name: "Nataraja Dance Academy", course_name: "Bharatanatyam", course_start_time: "17:00", course_end_time: "19:00" });
    const parents = JSON.parse(String(body.get("parentsDetails")));
    expect(parents.fatherName).toBe("Suresh Reddy");
    expect(parents).not.toHaveProperty("father_aadhar_no");
    for (const name of IMAGE_FIELDS) expect(body.get(name), name).toBeNull();
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it("edit: adds and removes institutes, sends a newly picked image only, and shows a failure keeping the form", async () => {
    const profile = fakeKidProfile();
    const fetchMock = mockFetch({
      [`GET ${API.allKidProfiles}`]: listReply(),
      [`GET ${API.kidProfile(profile.uuid)}`]: { status: 200, body: { data: profile } },
      [`PUT ${API.updateKidProfile(profile.uuid)}`]: { status: 500, body: {} },
    });
    const { user } = renderApp("/admin-dashboard/profile", { as: "admin" });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: k.editTitle });
    await within(dialog).findByRole("button", { name: k.save });
    await user.click(within(dialog).getByRole("button", { name: ui.removeInstitute("Sri Chaitanya School") }));
    await addInstitute(user, { name: "Guntur Swim Club", courseId: "SW-9" }, ["6:00", "AM", "7:00", "AM"]);
    await user.upload(kidInput("fatherImage", dialog), fakeImage("new-father.png"));
    await user.click(within(dialog).getByRole("button", { name: k.save }));
    expect(await screen.findByText(k.updateFailure)).toBeInTheDocument();
    expect(within(screen.getByRole("dialog", { name: k.editTitle })).getByRole("button", { name: k.save })).toBeInTheDocument();

    const body = posts(fetchMock, "PUT")[0][1]!.body as FormData;
    expect(JSON.parse(String(body.get("institution_details"))).map((i: { name: string }) => i.name)).toEqual([
      "Nataraja Dance Academy",
      "Guntur Swim Club",
    ]);
    expect((body.get("fatherImage") as File).name).toBe("new-father.png");
    expect(body.get("kidsImage")).toBeNull();
  });
});

describe("admin overview (/admin-dashboard/overview)", () => {
  it("shows the kid table for Kids Profile and the driver table for Driver Profile", async () => {
    mockFetch({
      [`GET ${API.allKidProfiles}`]: listReply(),
      [`GET ${API.allDrivers}`]: { status: 200, body: { data: { allDrivers: [] } } },
    });
    const { user } = renderApp("/admin-dashboard/overview", { as: "admin" });
    expect(await screen.findByRole("table", { name: k.title })).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Anvi Reddy" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: messages.dashboards.overview.pickLabel }), messages.dashboards.overview.driverProfile);
    expect(await screen.findByRole("table", { name: messages.staff.drivers.title })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: k.title })).not.toBeInTheDocument();
  });
});

describe("parent kid profile (/parent-dashboard/kidprofile)", () => {
  const kidA = fakeKidProfile({
    uuid: "kid-a",
    kidName: "Anvi Reddy",
    parentsDetails: { ...fakeKidProfile().parentsDetails!, father_aadhar_front_image: null, father_aadhar_back_image: null, mother_aadhar_front_image: null, mother_aadhar_back_image: null },
  });
  const kidB = fakeKidProfile({ uuid: "kid-b", kidName: "Arjun Reddy", gender: "male", age: 5, kidsDateOfBirth: "2020-01-20", institution_details: [] });
  const parentLogin = fakeLoginResponse("father", {
    kids: [
      { uuid: "kid-a", kidName: "Anvi Reddy" },
      { uuid: "kid-b", kidName: "Arjun Reddy" },
    ],
  });

  it("shows the active kid's own profile, read with the parent's token", async () => {
    const fetchMock = mockFetch({ [`GET ${API.kidProfile("kid-a")}`]: { status: 200, body: { data: kidA } } });
    renderApp("/parent-dashboard/kidprofile", { as: parentLogin });
    expect(await screen.findByText(messages.common.loading)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Anvi Reddy", level: 3 })).toBeInTheDocument();
    for (const text of ["7 years", "09-03-2018", "Female", "O+", "XXXX XXXX 1234", "XXXX XXXX 5678", "Padma Reddy"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText("Active")[0]).toBeInTheDocument();
    const institutes = within(screen.getByRole("list", { name: l.institutes })).getAllByRole("listitem");
    expect(institutes).toHaveLength(2);
    expect(within(institutes[0]).getByText("9:00 AM – 3:30 PM · 6h 30m")).toBeInTheDocument();
    expect(within(institutes[0]).getByText("Class 3 (Course ID: C3-A)")).toBeInTheDocument();
    // Parents never see the Aadhaar images (the server sends null).
    expect(screen.queryByRole("img", { name: l.father_aadhar_front_image })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
    expect(url).toBe(API.kidProfile("kid-a"));
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-father");
  });

  it("follows the kid switched in the navbar; 'No institution details available.' when none", async () => {
    mockFetch({
      [`GET ${API.kidProfile("kid-a")}`]: { status: 200, body: { data: kidA } },
      [`GET ${API.kidProfile("kid-b")}`]: { status: 200, body: { data: kidB } },
    });
    const store = createTestStore(parentLogin);
    const { user } = renderApp("/parent-dashboard/kidprofile", { store });
    expect(await screen.findByRole("heading", { name: "Anvi Reddy", level: 3 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Anvi Reddy" }));
    await user.click(await screen.findByRole("menuitem", { name: "Arjun Reddy" }));
    expect(await screen.findByRole("heading", { name: "Arjun Reddy", level: 3 })).toBeInTheDocument();
    expect(screen.getByText(k.noInstitutes)).toBeInTheDocument();
    expect(screen.getByText("Male")).toBeInTheDocument();
    expect(store.getSnapshot().auth.kid?.uuid).toBe("kid-b");
  });

  it("shows an error when the profile cannot be read", async () => {
    mockFetch({ [`GET ${API.kidProfile("kid-1")}`]: { status: 403, body: { error: "You do not have access to this kid." } } });
    renderApp("/parent-dashboard/kidprofile", { as: "mother" });
    expect(await screen.findByRole("alert")).toHaveTextContent("You do not have access to this kid.");
  });

  it("says so when no kid is linked to the account", async () => {
    mockFetch();
    renderApp("/parent-dashboard/kidprofile", { as: fakeLoginResponse("father", { kids: [] }) });
    expect(await screen.findByText(ui.noKidLinked)).toBeInTheDocument();
  });
});

