import { BLOOD_GROUPS, GENDERS, KID_STATUSES, messages, todayInIndia, type KidProfile } from "@app/contracts";
import type { FieldSpec } from "../../components/form/form-field";
import { toInstituteValues, type InstituteValues } from "./institutes-editor";

/** The kid form's values, their reading order and its field specs: split from kid-form.tsx (one responsibility each). */
const k = messages.kids;
const l = k.labels;
const staffUi = messages.staff.ui;

export const KID_FIELDS = ["kidName", "gender", "kidsDateOfBirth", "bloodGroup", "status", "joiningDate"] as const;
export const PARENT_FIELDS = [
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
] as const;
export const ADDRESS_FIELDS = ["address1", "city", "state", "zipCode"] as const;
export const IMAGE_FIELDS = [
  "kidsImage",
  "father_aadhar_front_image",
  "father_aadhar_back_image",
  "fatherImage",
  "mother_aadhar_front_image",
  "mother_aadhar_back_image",
  "motherImage",
] as const;

export type KidTextField = (typeof KID_FIELDS)[number];
export type ParentField = (typeof PARENT_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** The kid form's values, flat (one per input); `toInput` nests them as the contracts' schemas expect. */
export type KidValues = Record<KidTextField | ParentField | AddressField, string> &
  Record<ImageField, File | null> & { institution_details: InstituteValues[] };
export type KidFieldName = keyof KidValues;

/** Reading order: also the keyboard order and the order in which errors are focused. */
export const KID_FIELD_ORDER: readonly KidFieldName[] = [
  ...KID_FIELDS,
  "kidsImage",
  "fatherName",
  "fatherMobile",
  "fatherEmail",
  "fatherCompany",
  "fatherOccupation",
  "father_aadhar_no",
  "father_aadhar_front_image",
  "father_aadhar_back_image",
  "fatherImage",
  "motherName",
  "motherMobile",
  "motherEmail",
  "motherCompany",
  "motherOccupation",
  "mother_aadhar_no",
  "mother_aadhar_front_image",
  "mother_aadhar_back_image",
  "motherImage",
  ...ADDRESS_FIELDS,
  "institution_details",
];

const blank = <T extends string>(names: readonly T[]) => Object.fromEntries(names.map((n) => [n, ""])) as Record<T, string>;
const noFiles = Object.fromEntries(IMAGE_FIELDS.map((n) => [n, null])) as Record<ImageField, File | null>;

export const EMPTY_KID: KidValues = {
  ...blank(KID_FIELDS),
  ...blank(PARENT_FIELDS),
  ...blank(ADDRESS_FIELDS),
  ...noFiles,
  institution_details: [],
};

/** The edit form starts from the stored profile: Aadhaar as shown (masked), no new images, every institute. */
export function kidToValues(profile: KidProfile): KidValues {
  const parents = profile.parentsDetails;
  const address = profile.home_address;
  return {
    ...EMPTY_KID,
    kidName: profile.kidName ?? "",
    gender: profile.gender ?? "",
    kidsDateOfBirth: profile.kidsDateOfBirth ?? "",
    bloodGroup: profile.bloodGroup ?? "",
    status: profile.status ?? "",
    joiningDate: profile.joiningDate ?? "",
    ...Object.fromEntries(PARENT_FIELDS.map((name) => [name, parents?.[name] ?? ""])),
    ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address?.[name] ?? ""])),
    institution_details: (profile.institution_details ?? []).map(toInstituteValues),
  };
}

/** The flat values nested as the contracts' form schemas expect them. */
export function toKidInput(values: KidValues) {
  const pick = <T extends KidTextField | ParentField | AddressField>(names: readonly T[]) =>
    Object.fromEntries(names.map((n) => [n, values[n]])) as Record<T, string>;
  return {
    ...pick(KID_FIELDS),
    ...Object.fromEntries(IMAGE_FIELDS.map((n) => [n, values[n]])),
    parentsDetails: pick(PARENT_FIELDS),
    home_address: pick(ADDRESS_FIELDS),
    institution_details: values.institution_details,
  };
}

/** The input that shows an issue of the nested schemas: parentsDetails.x and home_address.x are x; any institute issue is the list's. */
export function kidFieldOf(path: readonly PropertyKey[]): KidFieldName | undefined {
  const [head, sub] = path;
  if ((head === "parentsDetails" || head === "home_address") && typeof sub === "string") return sub as KidFieldName;
  if (head === "parentsDetails" || head === "home_address") return head === "parentsDetails" ? "fatherName" : "address1";
  return typeof head === "string" ? (head as KidFieldName) : undefined;
}

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : value }));

export type Spec = FieldSpec<KidFieldName>;

export function specsFor(profile: KidProfile | undefined) {
  const edit = Boolean(profile);
  const parents = profile?.parentsDetails;
  // docs/decisions/0244: only the kid's photo is always required; a parent's portrait is required
  // when that parent's section is filled (the schema says so), Aadhaar card images never.
  const image = (name: ImageField, current: string | null | undefined): Spec => ({
    name,
    label: l[name],
    kind: "image",
    required: !edit && name === "kidsImage",
    description: edit ? messages.staff.labels.imageHintEdit : staffUi.imageHint,
    currentSrc: edit ? (current ?? null) : undefined,
  });
  const text = (name: KidTextField | ParentField | AddressField, extra: Partial<Spec> = {}): Spec => ({
    name,
    label: l[name],
    kind: "text",
    required: true,
    autoComplete: "off",
    ...extra,
  });
  // A parent's number may be left blank and added later (docs/decisions/0268): the hint says so
  // wherever none is stored yet; a stored one is kept by leaving it as shown.
  const aadhaar = (name: "father_aadhar_no" | "mother_aadhar_no"): Spec =>
    text(name, {
      kind: edit ? "text" : "tel",
      required: false,
      description: edit && parents?.[name] ? messages.staff.labels.aadharHintEdit : messages.kids.ui.parentAadharHint,
      maxLength: 14,
    });
  const parent = (who: "father" | "mother"): Spec[] => {
    const p = who === "father";
    // A parent's section is optional as a whole (0244): its fields are required only once it is filled in.
    const field = (name: ParentField, extra: Partial<Spec>) => text(name, { required: false, ...extra });
    return [
      field(p ? "fatherName" : "motherName", { maxLength: 100 }),
      field(p ? "fatherMobile" : "motherMobile", { kind: "tel", maxLength: 12 }),
      field(p ? "fatherEmail" : "motherEmail", { kind: "email", maxLength: 254 }),
      field(p ? "fatherCompany" : "motherCompany", { maxLength: 200 }),
      field(p ? "fatherOccupation" : "motherOccupation", { maxLength: 200 }),
      aadhaar(p ? "father_aadhar_no" : "mother_aadhar_no"),
      image(p ? "father_aadhar_front_image" : "mother_aadhar_front_image", p ? parents?.father_aadhar_front_image : parents?.mother_aadhar_front_image),
      image(p ? "father_aadhar_back_image" : "mother_aadhar_back_image", p ? parents?.father_aadhar_back_image : parents?.mother_aadhar_back_image),
      image(p ? "fatherImage" : "motherImage", p ? parents?.fatherImage : parents?.motherImage),
    ];
  };
  const kid: Spec[] = [
    text("kidName", { maxLength: 100 }),
    text("gender", { kind: "select", options: options(GENDERS, k.genderLabels) }),
    text("kidsDateOfBirth", { kind: "date", max: todayInIndia() }),
    text("bloodGroup", { kind: "select", options: options(BLOOD_GROUPS) }),
    // Spec §4: the edit screen has no status selector; the stored status is kept and sent.
    ...(edit ? [] : [text("status", { kind: "select", options: options(KID_STATUSES, k.statusLabels) })]),
    text("joiningDate", { kind: "date" }),
    image("kidsImage", profile?.kidsImage),
  ];
  return {
    kid,
    father: parent("father"),
    mother: parent("mother"),
    address: [
      text("address1", { kind: "textarea", maxLength: 500, wide: true }),
      text("city", { maxLength: 100 }),
      text("state", { maxLength: 100 }),
      text("zipCode", { kind: "tel", maxLength: 7 }),
    ] satisfies Spec[],
  };
}

/** The parents a stored profile has: a linked parent always has a name. */
export function parentsOnRecord(profile: KidProfile): ("father" | "mother")[] {
  const p = profile.parentsDetails;
  return p ? (["father", "mother"] as const).filter((who) => (who === "father" ? p.fatherName : p.motherName) !== "") : [];
}
