/** Staff documents: the driving licence's expiry and the police verification (issue 12, docs/decisions/0087). */
export const staffDocuments = {
  heading: "Documents",
  dlExpiryLabel: "Driving licence valid until",
  dlExpiryInvalid: "Please enter the licence's expiry date as DD-MM-YYYY.",
  policeVerifiedOnLabel: "Police verification date",
  policeVerifiedOnInvalid: "Please enter the police verification date as DD-MM-YYYY.",
  policeVerifiedOnFuture: "The police verification date cannot be in the future.",
  policeVerificationImageLabel: "Police verification certificate",
  policeVerificationValidUntil: (date: string) => `Valid until ${date}`,
  notRecorded: "Not recorded",
  documents: { drivingLicence: "driving licence", policeVerification: "police verification" },
  alertsTitle: "Documents to renew",
  alertsLoadFailed: "Failed to load the documents to renew.",
  expiresIn: (person: string, document: string, date: string, days: number) =>
    days === 1 ? `${person}'s ${document} expires tomorrow (${date})` : `${person}'s ${document} expires in ${days} days (${date})`,
  expiresToday: (person: string, document: string) => `${person}'s ${document} expires today`,
  expired: (person: string, document: string, date: string) => `${person}'s ${document} expired on ${date}`,
  roles: { driver: "Driver", caretaker: "Caretaker" },
} as const;
