import { z } from "zod";
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "../constants.js";
import { uploads } from "../messages/uploads.js";
import { isFileLike, type FileLike } from "./file-like.js";
// Kept in their own module so a screen that needs only these does not download this file's schemas (docs/decisions/0160).
export * from "./file-like.js";


const allowedType = (f: FileLike) => (ALLOWED_IMAGE_TYPES as readonly string[]).includes(f.type);

/** A required JPG/PNG image of a form (spec §5.9: "Only JPG and PNG files are allowed."). */
export function imageFileField(requiredMessage: string) {
  return z
    .custom<FileLike>((v) => isFileLike(v) && v.size > 0, { error: requiredMessage })
    .refine(allowedType, { error: uploads.onlyJpgPng })
    .refine((f) => f.size <= MAX_IMAGE_BYTES, { error: uploads.tooLarge });
}

/** An image picked only to replace the stored one (edit forms): empty means "keep". */
export function optionalImageFileField() {
  return z
    .custom<FileLike | null | undefined>((v) => v === undefined || v === null || isFileLike(v))
    .refine((f) => !f || f.size === 0 || allowedType(f), { error: uploads.onlyJpgPng })
    .refine((f) => !f || f.size <= MAX_IMAGE_BYTES, { error: uploads.tooLarge })
    .optional();
}

/** GET /api/files/{id}: the file's id; `?thumb=1` gives the small version made for tables. */
export const fileParamsSchema = z.object({ id: z.string().max(100) });
export const fileQuerySchema = z.object({
  thumb: z.enum(["1", "0", "true", "false"]).optional(),
});
