import type { Catalogue } from "../../i18n/catalogue.js";
import type { uploads as en } from "../../messages/uploads.js";

export const uploads: Catalogue<typeof en> = {
  onlyJpgPng: "JPG, PNG ఫైళ్ళు మాత్రమే అంగీకరిస్తాం.",
  tooLarge: "ప్రతి ఫోటో గరిష్టంగా 10 MB ఉండాలి.",
  tooManyPixels: "ఫోటో చాలా పెద్దది. గరిష్టంగా 50 మెగాపిక్సెల్ ఉన్న ఫోటో వాడండి.",
  tooManyParts: "ఫారంలో చాలా ఎక్కువ ఫీల్డులు లేదా ఫైళ్ళు ఉన్నాయి.",
  unexpectedFile: (field) => `ఊహించని ఫైల్ "${field}".`,
  duplicateFile: (field) => `"${field}" గా ఒక ఫైల్ మాత్రమే పంపవచ్చు.`,
  notMultipart: "ఫారంని multipart/form-data గా పంపాలి.",
  fileNotFound: "ఫైల్ కనబడలేదు.",
};
