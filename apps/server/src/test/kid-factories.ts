import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { API, todayInIndia, toKidMultipartFields, type CreateKidResponse, type KidProfile } from "@app/contracts";
import { multipart, tinyJpeg, tinyPng, uniqueAadhaar, type UploadFile } from "./staff-factories";
import { uniqueMobile } from "./test-app";

/** The date `years` years before today in India, shifted by `days`. */
export function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}

export type ParentsDetailsInput = Record<string, string | undefined>;
export type InstituteInput = Record<string, string | undefined>;

/** A valid parentsDetails object (spec §3.3) with fresh mobiles, emails and Aadhaar numbers. */
export function validParents(overrides: ParentsDetailsInput = {}): ParentsDetailsInput {
  const tag = randomUUID().slice(0, 8);
  return {
    fatherName: "Ravi Kumar",
    fatherMobile: uniqueMobile(),
    fatherEmail: `father-${tag}@example.com`,
    fatherCompany: "APSRTC",
    fatherOccupation: "Engineer",
    father_aadhar_no: uniqueAadhaar(),
    motherName: "Sita Devi",
    motherMobile: uniqueMobile(),
    motherEmail: `mother-${tag}@example.com`,
    motherCompany: "LIC of India",
    motherOccupation: "Development Officer",
    mother_aadhar_no: uniqueAadhaar(),
    ...overrides,
  };
}

/** A valid institute card (spec §3.3 institution_details item). */
export function validInstitute(overrides: InstituteInput = {}): InstituteInput {
  return {
    name: "Sri Chaitanya School",
    coach_name: "Ramesh Babu",
    phone_no: "9876501234",
    email: "office@chaitanya.example",
    inst_address: "Brodipet, Guntur",
    course_name: "Abacus",
    courseId: "ABC-101",
    course_start_time: "16:00",
    course_end_time: "17:30",
    ...overrides,
  };
}

export interface KidFieldsInput {
  kidName?: string;
  gender?: string;
  kidsDateOfBirth?: string;
  bloodGroup?: string;
  status?: string;
  joiningDate?: string;
  parentsDetails?: ParentsDetailsInput;
  home_address?: Record<string, string | undefined>;
  institution_details?: InstituteInput[];
  /** The admin's yes to linking parents who already have accounts (docs/decisions/0223). */
  linkExistingParents?: boolean;
}

/** Every field of the create form, valid; overrides replace whole fields (pass `undefined` to leave one out). */
export function validKidFields(overrides: KidFieldsInput = {}): Required<KidFieldsInput> {
  return {
    kidName: "Anu Priya",
    gender: "female",
    kidsDateOfBirth: yearsAgo(7),
    bloodGroup: "O+",
    status: "active",
    joiningDate: yearsAgo(1),
    parentsDetails: validParents(),
    home_address: { address1: "4-5-6, Arundelpet", city: "Guntur", state: "Andhra Pradesh", zipCode: "522002" },
    institution_details: [validInstitute()],
    ...overrides,
  } as Required<KidFieldsInput>;
}

/** All seven images of the create form: kid photo, parents' Aadhaar front/back and portraits (JPG and PNG). */
export async function kidImages(): Promise<Record<string, UploadFile>> {
  const jpg = await tinyJpeg();
  const png = await tinyPng();
  return {
    kidsImage: { data: jpg, filename: "kid.jpg", type: "image/jpeg" },
    father_aadhar_front_image: { data: png, filename: "f-front.png", type: "image/png" },
    father_aadhar_back_image: { data: jpg, filename: "f-back.jpg", type: "image/jpeg" },
    fatherImage: { data: jpg, filename: "father.jpg", type: "image/jpeg" },
    mother_aadhar_front_image: { data: jpg, filename: "m-front.jpg", type: "image/jpeg" },
    mother_aadhar_back_image: { data: png, filename: "m-back.png", type: "image/png" },
    motherImage: { data: png, filename: "mother.png", type: "image/png" },
  };
}

/** The multipart body of a create/update call, as the web form (and the original client) builds it. */
export async function kidMultipart(fields: KidFieldsInput | Record<string, unknown>, files: Record<string, UploadFile> = {}) {
  return multipart(toKidMultipartFields(fields as Parameters<typeof toKidMultipartFields>[0]), files);
}

export async function sendKid(
  app: FastifyInstance,
  method: "POST" | "PUT",
  url: string,
  headers: Record<string, string>,
  fields: KidFieldsInput | Record<string, unknown>,
  files: Record<string, UploadFile> = {},
) {
  const body = await kidMultipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/**
 * Factory: a kid created through the API (images, parent accounts, invitations, audit), with
 * overrides. Parents the form names who already have accounts (a sibling's) are linked as they are,
 * as after the admin's yes (`linkExistingParents=true`, docs/decisions/0223); pass
 * `linkExistingParents: false` to get the 409 instead.
 */
type ParentAccountLink = NonNullable<CreateKidResponse["parentAccounts"]["father"]>;
/** The create answer of a family registered with both parents (the factory's default): both accounts are there. */
export type TwoParentsCreateKidResponse = Omit<CreateKidResponse, "parentAccounts"> & { parentAccounts: { father: ParentAccountLink; mother: ParentAccountLink } };

export async function createKid(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: KidFieldsInput = {},
  files?: Record<string, UploadFile>,
): Promise<{ kid: KidProfile; fields: Required<KidFieldsInput>; response: TwoParentsCreateKidResponse }> {
  const fields = validKidFields(overrides);
  const res = await sendKid(app, "POST", API.createKidProfile, headers, { ...fields, linkExistingParents: overrides.linkExistingParents ?? true }, files ?? (await kidImages()));
  if (res.statusCode !== 201) throw new Error(`create kid failed: ${res.statusCode} ${res.body}`);
  const response = res.json() as TwoParentsCreateKidResponse;
  return { kid: response.data, fields, response };
}
