import { formatDateIndia, messages, policeVerificationExpiry } from "@app/contracts";
import type { DetailItem } from "../../components/detail-list";

const m = messages.staffDocuments;

interface Documents {
  dlExpiry?: string | null;
  policeVerifiedOn?: string | null;
}

/**
 * The documents' rows of a driver's or caretaker's view (docs/decisions/0087): the licence's
 * expiry (drivers) and the police verification date with the day it stops being valid.
 */
export function documentDetailItems(member: Documents, withLicence: boolean): DetailItem[] {
  const items: DetailItem[] = [];
  if (withLicence) items.push({ label: m.dlExpiryLabel, value: member.dlExpiry ? formatDateIndia(member.dlExpiry) : m.notRecorded });
  items.push({
    label: m.policeVerifiedOnLabel,
    value: member.policeVerifiedOn
      ? `${formatDateIndia(member.policeVerifiedOn)} · ${m.policeVerificationValidUntil(formatDateIndia(policeVerificationExpiry(member.policeVerifiedOn)))}`
      : m.notRecorded,
  });
  return items;
}
