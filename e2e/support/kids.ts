// Helpers for the kid-profile and parent journeys (issue 4): a unique family per test (kid, father,
// mother), the institutes the journeys use, and API shortcuts for journeys that only need a kid to
// exist or a parent to have a password.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { API, messages, toKidMultipartFields, todayInIndia, type CreateKidResponse, type InstitutionForm } from "@app/contracts";
import { jpegFile, pngFile } from "./images";
import { isoDateYearsAgo, uniqueDigits } from "./staff";

export interface ParentIdentity {
  name: string;
  /** 10 digits; unique in the run, so it identifies the parent account at login. */
  mobile: string;
  email: string;
  company: string;
  occupation: string;
  /** 12 digits, shown only as "XXXX XXXX <last 4>". */
  aadhaar: string;
  aadhaarLast4: string;
  /** The password the parent sets through the invitation link. */
  password: string;
}

export interface Family {
  /** Letters and spaces only (spec §5.6); unique in the run, so it identifies the table row. */
  kidName: string;
  /** yyyy-mm-dd, 7 years and about two months ago: age 7 whatever the time zone. */
  dob: string;
  joiningDate: string;
  father: ParentIdentity;
  mother: ParentIdentity;
  address: { address1: string; city: string; state: string; zipCode: string };
}

/** An institute as typed on the form and sent in institution_details (times "HH:mm", 24-hour). */
export type Institute = Required<{ [K in keyof InstitutionForm]: string }>;

const LETTERS = "abcdefghij";

/** yyyy-mm-dd of India's today minus `years` and `days`. */
function isoDateBefore(years: number, days: number): string {
  const [y, m, d] = todayInIndia().split("-").map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

/**
 * Sets a session time of the kid form's institute ("HH:mm", 24-hour) through its 12-hour picker:
 * the hours box is named for the field, the minutes and AM/PM boxes after it (docs/decisions/0244).
 */
export async function setSessionTime(form: Locator, label: string, time: string) {
  const ui = messages.kids.ui;
  const [h, m] = time.split(":").map(Number) as [number, number];
  await form.getByRole("spinbutton", { name: label, exact: true }).fill(String(h % 12 === 0 ? 12 : h % 12));
  await form.getByRole("spinbutton", { name: ui.minutesOf(label), exact: true }).fill(String(m).padStart(2, "0"));
  const amPm = messages.attendance.capture.amPm;
  await form.getByRole("combobox", { name: ui.meridiemOf(label), exact: true }).selectOption({ label: h < 12 ? amPm.am : amPm.pm });
}

/** The value a session time's picker sends ("HH:mm", 24-hour). */
export const sessionTimeValue = (form: Locator, name: "course_start_time" | "course_end_time") => form.locator(`input[name="${name}"]`);

/** DD-MM-YYYY, the India default of every screen. */
export const indianDate = (iso: string) => iso.split("-").reverse().join("-");

/** A fresh kid, father and mother for one test. */
export function newFamily(testInfo: TestInfo): Family {
  const digits = uniqueDigits(testInfo); // 9 digits
  const tag = [...digits].map((d) => LETTERS[Number(d)]).join("");
  const surname = `Ve${tag}`; // letters only
  const parent = (who: "father" | "mother", first: string, lead: string, aadhaarLead: string): ParentIdentity => {
    const aadhaar = `${aadhaarLead}${digits}${who === "father" ? "31" : "64"}`;
    return {
      name: `${first} ${surname}`,
      mobile: `${lead}${digits}`,
      email: `${who}.${digits}@example.com`,
      company: who === "father" ? "Guntur Textiles" : "AP Health Services",
      occupation: who === "father" ? "Engineer" : "Doctor",
      aadhaar,
      aadhaarLast4: aadhaar.slice(-4),
      password: `${who === "father" ? "Father" : "Mother"}@${digits.slice(-5)}`,
    };
  };
  return {
    kidName: `Aarav ${surname}`,
    dob: isoDateBefore(7, 60),
    joiningDate: isoDateYearsAgo(1),
    // Fathers' mobiles start 6, mothers' 9 (staff have 7 and 8); the digits are unique in the run.
    father: parent("father", "Suresh", "6", "5"),
    mother: parent("mother", "Padma", "9", "3"),
    address: { address1: "4-5-6, Arundelpet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" },
  };
}

/** A morning school session: 10:00 AM – 11:30 AM, 1h 30m. */
export function schoolInstitute(family: Family): Institute {
  return {
    name: "Sri Chaitanya School",
    coach_name: "Ramesh Babu",
    phone_no: "9848012345",
    email: "office@chaitanya.example.com",
    course_name: "Class 2",
    courseId: `C2-${family.father.mobile.slice(-4)}`,
    course_start_time: "10:00",
    course_end_time: "11:30",
    inst_address: "Kothapet, Guntur",
  };
}

/** A night session that crosses midnight: 9:30 PM – 12:45 AM, 3h 15m (1440 minutes added). */
export function nightInstitute(family: Family): Institute {
  return {
    name: "Nataraja Dance Academy",
    coach_name: "Lalitha Devi",
    phone_no: "9848067890",
    email: "hello@nataraja.example.com",
    course_name: "Kuchipudi Beginners",
    courseId: `KB-${family.mother.mobile.slice(-4)}`,
    course_start_time: "21:30",
    course_end_time: "00:45",
    inst_address: "Brodipet 4th Lane, Guntur",
  };
}

/**
 * Creates a kid with every field and all seven images through POST create-user-profile (admin
 * token), exactly as the web form sends it. The father and mother accounts are created and invited
 * by email (or, with `linkExistingParents`, an existing parent is linked as they are). Returns the kid's uuid.
 */
export async function createKidViaApi(
  request: APIRequestContext,
  adminToken: string,
  family: Family,
  institutes: Institute[] = [schoolInstitute(family)],
  options: { linkExistingParents?: boolean } = {},
): Promise<{ uuid: string; response: CreateKidResponse }> {
  const { father, mother } = family;
  const fields = toKidMultipartFields({
    kidName: family.kidName,
    gender: "male",
    kidsDateOfBirth: family.dob,
    bloodGroup: "B+",
    status: "active",
    joiningDate: family.joiningDate,
    parentsDetails: {
      fatherName: father.name,
      fatherMobile: father.mobile,
      fatherEmail: father.email,
      fatherCompany: father.company,
      fatherOccupation: father.occupation,
      father_aadhar_no: father.aadhaar,
      motherName: mother.name,
      motherMobile: mother.mobile,
      motherEmail: mother.email,
      motherCompany: mother.company,
      motherOccupation: mother.occupation,
      mother_aadhar_no: mother.aadhaar,
    },
    home_address: family.address,
    institution_details: institutes,
  });
  const response = await request.post(API.createKidProfile, {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: {
      ...fields,
      // The office's yes to "link this kid to them?" (docs/decisions/0223).
      ...(options.linkExistingParents ? { linkExistingParents: "true" } : {}),
      kidsImage: await jpegFile("kid"),
      father_aadhar_front_image: await jpegFile("father-aadhar-front"),
      father_aadhar_back_image: await pngFile("father-aadhar-back"),
      fatherImage: await jpegFile("father"),
      mother_aadhar_front_image: await pngFile("mother-aadhar-front"),
      mother_aadhar_back_image: await jpegFile("mother-aadhar-back"),
      motherImage: await pngFile("mother"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as CreateKidResponse;
  return { uuid: body.data.uuid, response: body };
}

/** Sets a password with the token of an invitation link (POST forgot/update/password), for journeys that only need a parent who can log in. */
export async function setPasswordViaApi(request: APIRequestContext, link: string, password: string) {
  const token = new URL(link).searchParams.get("token");
  const response = await request.post(API.forgotUpdatePassword, { data: { token, newPassword: password, confirmPassword: password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The status of a GET made by the page itself (its fetch, its session token and cookie). */
export async function statusFromPage(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem("token");
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return response.status;
  }, path);
}

/** The institute card (a list item) headed by this institute's name. */
export function instituteCard(area: Locator, name: string): Locator {
  return area.getByRole("listitem").filter({ has: area.page().getByRole("heading", { name, exact: true }) });
}

/** Whether the computed text colour is clearly green (green channel above red and blue), clearly red, or neither. */
export async function dominantColour(element: Locator): Promise<"green" | "red" | "other"> {
  const rgb = await element.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  if (g > r && g > b) return "green";
  if (r > g && r > b) return "red";
  return "other";
}
