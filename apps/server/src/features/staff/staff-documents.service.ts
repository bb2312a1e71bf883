import {
  DOCUMENT_WARNING_DAYS,
  POLICE_VERIFICATION_VALID_YEARS,
  policeVerificationExpiry,
  STAFF_DOCUMENT_ALERTS_MAX,
  todayInIndia,
  type StaffDocumentAlert,
} from "@app/contracts";
import type { Db } from "../../db/client";
import { vehiclePapersDue } from "../vehicles";
import * as repo from "./staff-documents.repository";

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` minus the verification's validity: verified on or before it, expired by `date`. */
function minusValidity(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y - POLICE_VERIFICATION_VALID_YEARS, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * The admin dashboard's warnings (docs/decisions/0087; vans' papers 0264): every driving licence, police
 * verification that expires within DOCUMENT_WARNING_DAYS, on the day, or has expired, expired
 * first then the soonest, at most STAFF_DOCUMENT_ALERTS_MAX.
 */
export async function documentAlerts(db: Db, today: string = todayInIndia()): Promise<StaffDocumentAlert[]> {
  const until = addDays(today, DOCUMENT_WARNING_DAYS);
  const [licences, verifications, papers] = await Promise.all([
    repo.licencesDue(db, until, STAFF_DOCUMENT_ALERTS_MAX),
    repo.verificationsDue(db, minusValidity(until), STAFF_DOCUMENT_ALERTS_MAX),
    // The vans' permit, fitness, insurance and PUC, in the same window (docs/decisions/0264).
    vehiclePapersDue(db, until, STAFF_DOCUMENT_ALERTS_MAX),
  ]);
  const alerts: StaffDocumentAlert[] = [
    ...licences.map((r) => ({ role: "driver" as const, uuid: r.id, name: r.name, document: "drivingLicence" as const, expiresOn: r.date! })),
    ...verifications.map((r) => ({ role: r.role, uuid: r.id, name: r.name, document: "policeVerification" as const, expiresOn: policeVerificationExpiry(r.date) })),
    ...papers.map((p) => ({ role: "vehicle" as const, uuid: p.uuid, name: p.registrationNumber, document: p.paper, expiresOn: p.expiresOn })),
  ]
    // 29 February + N years lands on 1 March, which may fall a day past the window.
    .filter((a) => a.expiresOn <= until)
    .map((a) => ({ ...a, daysLeft: dayNumber(a.expiresOn) - dayNumber(today) }));
  alerts.sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name));
  return alerts.slice(0, STAFF_DOCUMENT_ALERTS_MAX);
}
