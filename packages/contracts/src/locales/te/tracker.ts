import type { Catalogue } from "../../i18n/catalogue.js";
import type { tracker as en } from "../../messages/tracker.js";

export const tracker: Catalogue<typeof en> = {
  unknownTracker: "ఈ ట్రాకర్ ఐడీ ఏ వాహనానికీ లేదు. వాహనం QR కోడ్‌ను మళ్ళీ స్కాన్ చేయండి, లేదా వాహనం కొత్త ట్రాకర్ ఐడీ కోసం ఆఫీసును అడగండి.",
  missingId: "ట్రాకర్ ఐడీ లేదు (id లేదా device_id గా పంపండి).",
  missingPosition: "ఈ లొకేషన్‌లో అక్షాంశం (latitude) లేదా రేఖాంశం (longitude) లేదు.",
  badLatitude: "అక్షాంశం (latitude) -90 నుండి 90 మధ్య సంఖ్య అయి ఉండాలి.",
  badLongitude: "రేఖాంశం (longitude) -180 నుండి 180 మధ్య సంఖ్య అయి ఉండాలి.",
  badTimestamp: "లొకేషన్ సమయం సరిగ్గా లేదు (Unix సెకన్లు, మిల్లీసెకన్లు లేదా ISO తేదీ, సమయం పంపండి).",
  badNumber: (field) => `${field} ఒక సంఖ్య అయి ఉండాలి.`,
  badBody: "ఈ సర్వర్‌కు అర్థమయ్యే లొకేషన్ ఇది కాదు (OsmAnd పారామీటర్లు, Traccar Client JSON లేదా Traccar forward JSON పంపండి).",
  tooManyPositions: (max) => `ఒకేసారి గరిష్ఠంగా ${max} లొకేషన్లు పంపండి.`,
  noPositions: "కనీసం ఒక లొకేషన్ పంపండి.",
  badAt: "ప్రతి లొకేషన్‌కు అది తీసుకున్న సమయం (ISO తేదీ, సమయం) ఉండాలి.",
  notYourAssignment: "ఈ లొకేషన్లు మీరు వెళ్ళని ట్రిప్‌కు చెందినవి. ఆ ట్రిప్ కేర్‌టేకర్ మాత్రమే వాటిని పంపగలరు.",
};
