import { kids } from "../messages/kids.js";
import type { KidRequestFields } from "./kids.js";

const k = kids.fields;

// The kid calls' multipart part names: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
/**
 * File parts of create-user-profile / update-user and the message when each is missing on create,
 * in form order. `fatherImage` and `motherImage` are the parents' portraits (decisions.md §2: sent
 * and stored). The four Aadhaar images are identity documents (admins only, every view audited).
 */
export const KID_IMAGE_FIELDS = {
  kidsImage: k.kidImageRequired,
  father_aadhar_front_image: k.fatherAadharFrontRequired,
  father_aadhar_back_image: k.fatherAadharBackRequired,
  fatherImage: k.fatherImageRequired,
  mother_aadhar_front_image: k.motherAadharFrontRequired,
  mother_aadhar_back_image: k.motherAadharBackRequired,
  motherImage: k.motherImageRequired,
} as const;
export type KidImageField = keyof typeof KID_IMAGE_FIELDS;
export const KID_IMAGE_FIELD_NAMES = Object.keys(KID_IMAGE_FIELDS) as KidImageField[];
/** Text parts of the multipart calls that hold JSON. */
export const KID_JSON_FIELD_NAMES = ["institution_details", "parentsDetails", "home_address"] as const;

/**
 * The text parts of a create/update FormData, exactly as spec §7 sends them: the plain fields as
 * text, parentsDetails / home_address / institution_details as JSON text. Left-out fields are not
 * sent. Append the picked files under the names of KID_IMAGE_FIELD_NAMES.
 */
export function toKidMultipartFields(values: KidRequestFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if ((KID_JSON_FIELD_NAMES as readonly string[]).includes(key)) out[key] = JSON.stringify(value);
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[key] = String(value);
  }
  return out;
}
