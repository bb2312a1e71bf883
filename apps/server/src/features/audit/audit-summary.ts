import { ATTENDANCE_SECTION_OF_TYPE, messages, type AttendanceType } from "@app/contracts";
import type { AuditRowRef } from "./audit-names";

const s = messages.auditSentences;
const legs = messages.attendance.screens.sectionTitles;
const roles = messages.audit.roles as Record<string, string>;

type Changes = Record<string, { from?: unknown; to?: unknown } | undefined>;

const valueText = (value: unknown) => (typeof value === "string" && value ? value : s.emptyValue);

/**
 * Field keys as people read them ("phoneNumber" → "phone number"), each with its old → new value
 * when the row holds one (already masked or left out when written, docs/decisions/0088).
 */
function fieldText(fields: unknown, changes: unknown): string | null {
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const values: Changes = changes && typeof changes === "object" ? (changes as Changes) : {};
  return fields
    .map((f) => {
      const label = String(f).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ").toLowerCase();
      const change = values[String(f)];
      return change ? s.change(label, valueText(change.from), valueText(change.to)) : label;
    })
    .join(", ");
}

/**
 * One sentence for an audit row that names the people and records ("Kamala captured Home Pickup
 * for Arjun Rao"), never their ids. Details hold field names, kinds, dates and old → new values
 * with phones and emails masked; never Aadhaar numbers or passwords (audit-changes leaves them
 * out and audit.service scrubs them), so nothing secret can surface here.
 */
export function auditSummary(
  row: AuditRowRef & { action: string; actorName: string | null; actorRole: string | null; actorUserId: string | null },
  names: Map<string, string>,
): string {
  const actor = row.actorName?.trim() || (row.actorRole ? roles[row.actorRole] : null) || (row.actorUserId ? s.someone : s.visitor);
  const d = row.details ?? {};
  const name = (row.entityId && names.get(row.entityId)) || (typeof d.name === "string" ? d.name : null) || s.record;
  const kid = (typeof d.kidId === "string" && names.get(d.kidId)) || name;
  const kind = s.kinds[row.entity] ?? row.entity;
  const date = typeof d.date === "string" ? d.date : "";

  switch (row.entity) {
    case "kid-attendance": {
      if (row.action === "delete") return s.deletedAttendance(actor, kid, date);
      const section = typeof d.type === "string" ? ATTENDANCE_SECTION_OF_TYPE[d.type as AttendanceType] : undefined;
      if (section) return row.action === "create" ? s.captured(actor, legs[section], kid) : s.recaptured(actor, legs[section], kid);
      return s.editedAttendance(actor, kid, date);
    }
    case "route-mark":
      return s.marked(actor, kid, String(d.mark ?? ""), date);
    case "help-request":
      return s.raisedHelp(actor, kid);
    case "feedback":
      return s.sentFeedback(actor);
    case "enquiry":
      if (row.action === "update" && typeof d.kidId === "string") return messages.desk.audit.enquiryToKid(actor, name);
      if (row.action === "update" && typeof d.status === "string") return s.enquiryStatus(actor, name, messages.enquiries.statusLabels[d.status as keyof typeof messages.enquiries.statusLabels] ?? d.status);
      break;
  }
  if (row.action === "resend-invitation") return messages.desk.audit.resentInvitation(actor, name);
  if (row.action === "view-identity-document") return s.viewedDocument(actor, name);
  if (row.action === "create") return s.created(actor, kind, name);
  if (row.action === "delete") return s.deleted(actor, kind, name);
  const fields = fieldText(d.fields, d.changes);
  return fields ? s.changed(actor, name, fields) : s.updated(actor, kind, name);
}
