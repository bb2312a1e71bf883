import { POLICE_VERIFICATION_IMAGE_FIELD } from "@app/contracts";
import { fileUrl } from "../files/files.service";

/**
 * The documents every staff member has, drivers and caretakers alike (docs/decisions/0087): the
 * police verification date and its certificate. StaffService applies these to both kinds; only
 * the driving licence's expiry is the driver's own.
 */
export const STAFF_DOCUMENT_IMAGE_KINDS = {
  [POLICE_VERIFICATION_IMAGE_FIELD]: { kind: "policeVerification", identityDocument: true },
} as const;

export const STAFF_DOCUMENT_IMAGE_COLUMNS = { [POLICE_VERIFICATION_IMAGE_FIELD]: "policeVerificationImageId" } as const;

interface DocumentRow {
  policeVerifiedOn: string | null;
  policeVerificationImageId: string | null;
}

/** The profile column an update writes: a date sent (or blanked) replaces the stored one; left out keeps it. */
export function documentColumns(input: { policeVerifiedOn?: string | null }): { policeVerifiedOn?: string | null } {
  return input.policeVerifiedOn === undefined ? {} : { policeVerifiedOn: input.policeVerifiedOn };
}

/** The answer's part: the certificate's URL only for an admin (an identity document, views audited). */
export function documentsOf(row: DocumentRow, viewerIsAdmin: boolean) {
  return {
    policeVerifiedOn: row.policeVerifiedOn,
    policeVerificationImage: viewerIsAdmin ? fileUrl(row.policeVerificationImageId) : null,
  };
}
