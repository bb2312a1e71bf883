import { messages, parentGiven, PARENT_SECTION_KEYS } from "@app/contracts";
import { badRequest } from "../../lib/errors";
import { RELATIONS, type Relation } from "./kid-parents";
import type * as repo from "./kids.repository";

/**
 * A parent's section of parentsDetails as the kid calls read it: split from kids.service.ts. Since
 * docs/decisions/0244 a family registers one parent or two, so a section may be absent on create,
 * and on edit a section given for a parent the kid has not got adds that parent.
 */
const k = messages.kids.fields;

/** The parent fields of parentsDetails, per parent (the original client's names, docs/decisions/0020). */
export const PARENT_KEYS = {
  father: { name: "fatherName", mobile: "fatherMobile", email: "fatherEmail", company: "fatherCompany", occupation: "fatherOccupation", aadhaar: "father_aadhar_no" },
  mother: { name: "motherName", mobile: "motherMobile", email: "motherEmail", company: "motherCompany", occupation: "motherOccupation", aadhaar: "mother_aadhar_no" },
} as const;

export interface ParentInput {
  name?: string;
  mobile?: string;
  email?: string;
  company?: string;
  occupation?: string;
  /** A new clear number; undefined keeps the stored one. */
  aadhaar?: string;
}

export function parentInput(details: Record<string, string | undefined> | undefined, relation: Relation): ParentInput {
  if (!details) return {};
  const keys = PARENT_KEYS[relation];
  return {
    name: details[keys.name],
    mobile: details[keys.mobile],
    email: details[keys.email],
    company: details[keys.company],
    occupation: details[keys.occupation],
    aadhaar: details[keys.aadhaar],
  };
}

/**
 * The required message of each field of a parent's section, in form order (a parent added on edit
 * needs them all). The Aadhaar number is not among them: it may be added later (docs/decisions/0268).
 */
const NEW_PARENT_REQUIRED: Record<Relation, [keyof ParentInput, string][]> = {
  father: [["name", k.fatherNameRequired], ["mobile", k.fatherMobileRequired], ["email", k.fatherEmailRequired], ["company", k.fatherCompanyRequired], ["occupation", k.fatherOccupationRequired]],
  mother: [["name", k.motherNameRequired], ["mobile", k.motherMobileRequired], ["email", k.motherEmailRequired], ["company", k.motherCompanyRequired], ["occupation", k.motherOccupationRequired]],
};

/** A parent added on edit is created as on create: every field of their section (0244). */
export function assertCompleteNewParent(relation: Relation, input: ParentInput): void {
  for (const [key, message] of NEW_PARENT_REQUIRED[relation]) if (!input[key]) throw badRequest(message);
}

/** parentsDetails as sent (a JSON text in multipart, or the object of a JSON body). */
function sentParentsDetails(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An update that sends a linked parent's section with every field blank is refused with that
 * parent's first required message, as before 0244: only a parent the kid has not got may be left
 * blank (removing a parent is not offered).
 */
export function assertLinkedSectionsNotBlanked(raw: unknown, linked: Partial<Record<Relation, repo.LinkedParent>>): void {
  const sent = sentParentsDetails(raw);
  if (!sent || typeof sent !== "object") return;
  const values = sent as Record<string, unknown>;
  for (const relation of RELATIONS) {
    if (!linked[relation] || parentGiven(sent, relation)) continue;
    // A blank Aadhaar keeps the stored number (0021), so only the other fields count as blanked.
    const blanked = PARENT_SECTION_KEYS[relation].findIndex((key) => !key.endsWith("aadhar_no") && values[key] !== undefined);
    if (blanked >= 0) throw badRequest(NEW_PARENT_REQUIRED[relation][blanked]![1]);
  }
}
