/** Image uploads shared by every slice (decisions.md §3 Images). */
export const uploads = {
  onlyJpgPng: "Only JPG and PNG files are allowed.",
  tooLarge: "Each image must be at most 10 MB.",
  tooManyPixels: "The image is too large. Please use a picture of at most 50 megapixels.",
  tooManyParts: "The form has too many fields or files.",
  unexpectedFile: (field: string) => `Unexpected file "${field}".`,
  duplicateFile: (field: string) => `Only one file may be sent as "${field}".`,
  notMultipart: "The form must be sent as multipart/form-data.",
  fileNotFound: "File not found.",
} as const;
