import { ATTENDANCE_SECTION_OF_TYPE, formatDateIndia, isIsoDate, type AttendanceType, type Catalogue, type Messages } from "@app/contracts";
import { textsIn } from "../../lib/i18n";
import type { AuditRowRef } from "./audit-names";

type Changes = Record<string, { from?: unknown; to?: unknown } | undefined>;
type Texts = Catalogue<Messages>;

/** At most this many kid names in one sentence; the rest are counted ("…, 3 more"). */
const MAX_NAMES = 5;

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const idList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/**
 * Field keys as people read them in the reader's language ("phoneNumber" → "phone number"), each
 * with its old → new value when the row holds one (already masked or left out when written,
 * docs/decisions/0088). `valueOf` turns a stored value into words (a status code into its label).
 */
function fieldText(t: Texts, fields: unknown, changes: unknown, valueOf: (field: string, value: string) => string = (_f, v) => v): string | null {
  const s = t.auditSentences;
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const values: Changes = changes && typeof changes === "object" ? (changes as Changes) : {};
  const valueText = (field: string, value: unknown) => {
    const v = str(value);
    return v ? valueOf(field, v) : s.emptyValue;
  };
  return fields
    .map((f) => {
      const key = String(f);
      const label = s.fieldNames[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ").toLowerCase();
      const change = values[key];
      return change ? s.change(label, valueText(key, change.from), valueText(key, change.to)) : label;
    })
    .join(", ");
}

/** A list of attendance legs as the reader names them ("Home Pickup, School Drop"), or null when empty. */
function legNames(t: Texts, legs: unknown): string | null {
  const names = (Array.isArray(legs) ? legs : [])
    .map((leg) => (typeof leg === "string" ? ATTENDANCE_SECTION_OF_TYPE[leg as AttendanceType] : undefined))
    .map((section) => (section ? t.attendance.screens.sectionTitles[section] : undefined))
    .filter((name): name is string => Boolean(name));
  return names.length ? names.join(", ") : null;
}

/** Names of a list of kids, cut after MAX_NAMES ("Arjun Rao, Meena, 3 more"). */
function kidNames(t: Texts, ids: string[], names: Map<string, string>): string {
  const shown = ids.slice(0, MAX_NAMES).map((id) => names.get(id) ?? t.auditSentences.record);
  if (ids.length > MAX_NAMES) shown.push(t.auditSentences.moreNames(ids.length - MAX_NAMES));
  return shown.join(", ");
}

/**
 * A kid route's update (docs/decisions/0150): the kids that moved with a new route, the driver,
 * caretaker and run old → new, the kids added and taken off. Every person and route is named
 * from the ids stored in the row, at reading time, so an erased family reads as erased.
 */
function assignmentSentence(t: Texts, actor: string, d: Record<string, unknown>, names: Map<string, string>): string | null {
  const s = t.auditSentences;
  const was = d.was && typeof d.was === "object" ? (d.was as Record<string, unknown>) : null;
  if (!was) return null;
  const nameOf = (id: unknown) => (typeof id === "string" && names.get(id)) || s.record;
  const route = nameOf(d.routeId);
  const oldRoute = nameOf(was.routeId);
  const added = idList(d.addedKidIds);
  const removed = idList(d.removedKidIds);
  const kept = idList(d.kidIds).filter((id) => !added.includes(id));
  const parts: string[] = [];
  const routeMoved = str(was.routeId) && was.routeId !== d.routeId;
  if (routeMoved && kept.length) parts.push(s.movedKids(actor, kidNames(t, kept, names), oldRoute, route));
  const fields: string[] = [];
  const changes: Changes = {};
  for (const key of ["driverId", "caretakerId"] as const) {
    if (was[key] && was[key] !== d[key]) {
      const field = key === "driverId" ? "driver" : "caretaker";
      fields.push(field);
      changes[field] = { from: nameOf(was[key]), to: nameOf(d[key]) };
    }
  }
  if (str(was.run) && was.run !== d.run) {
    fields.push("run");
    changes.run = { from: s.runs[String(was.run)] ?? was.run, to: s.runs[String(d.run)] ?? d.run };
  }
  const changed = fieldText(t, fields, changes);
  if (changed) parts.push(s.changed(actor, s.routeNamed(route), changed));
  if (added.length) parts.push(s.addedKids(actor, kidNames(t, added, names), route));
  if (removed.length) parts.push(s.removedKids(actor, kidNames(t, removed, names), routeMoved ? oldRoute : route));
  return parts.length ? parts.join(s.joinParts) : null;
}

/**
 * One sentence for an audit row, in the reader's language, that names the people and records
 * ("Kamala recorded Home Pickup for Arjun Rao"), never their ids. Details hold field names, kinds,
 * dates, ids and old → new values with phones and emails masked; never Aadhaar numbers or
 * passwords (audit-changes leaves them out and audit.service scrubs them), so nothing secret can
 * surface here.
 */
export function auditSummary(
  row: AuditRowRef & { action: string; actorName: string | null; actorRole: string | null; actorUserId: string | null },
  names: Map<string, string>,
  t: Texts = textsIn("en"),
): string {
  const s = t.auditSentences;
  const roles = t.audit.roles as Record<string, string>;
  const actor = row.actorName?.trim() || (row.actorRole ? roles[row.actorRole] : null) || (row.actorUserId ? s.someone : s.visitor);
  const d = row.details ?? {};
  const name = (row.entityId && names.get(row.entityId)) || (typeof d.name === "string" ? d.name : null) || s.record;
  const kid = (typeof d.kidId === "string" && names.get(d.kidId)) || name;
  const kind = s.kinds[row.entity] ?? row.entity;
  // Dates read as every screen writes them, DD-MM-YYYY (the rows keep the ISO day).
  const date = typeof d.date === "string" ? (isIsoDate(d.date) ? formatDateIndia(d.date) : d.date) : "";
  const statusLabel = (status: string) => (status === "new" ? t.enquiries.statusNew : ((t.enquiries.statusLabels as Record<string, string>)[status] ?? status));

  switch (row.entity) {
    case "kid-attendance": {
      if (row.action === "delete") return s.deletedAttendance(actor, kid, date);
      const section = typeof d.type === "string" ? ATTENDANCE_SECTION_OF_TYPE[d.type as AttendanceType] : undefined;
      const leg = section ? t.attendance.screens.sectionTitles[section] : undefined;
      // "Replaced" only when the capture replaced a recorded leg: the row's `replaced` says so (0050).
      // The row's action tells whether the day's record was new, not the leg: the second leg of a
      // day is an "update" of the record and still the leg's first capture (docs/decisions/0242).
      // Rows written before `replaced` existed fall back on the action.
      const replaced = "replaced" in d ? Boolean(d.replaced) : row.action !== "create";
      if (leg) return replaced ? s.recaptured(actor, leg, kid) : s.captured(actor, leg, kid);
      return s.editedAttendance(actor, kid, date);
    }
    case "route-mark":
      return s.marked(actor, kid, String(d.mark ?? ""), date);
    case "help-request":
      return s.raisedHelp(actor, kid);
    case "feedback":
      return s.sentFeedback(actor);
    case "kid-absence": {
      const added = legNames(t, d.added);
      const removed = legNames(t, Array.isArray(d.removed) ? d.removed.map((r) => (r && typeof r === "object" ? (r as { leg?: unknown }).leg : r)) : []);
      if (d.notAtStop === true && added) return s.notAtStop(actor, kid, legNames(t, Array.isArray(d.added) ? d.added.slice(0, 1) : []) ?? added, date);
      const parts = [added && s.markedAbsent(actor, kid, added, date), removed && s.clearedAbsent(actor, kid, removed, date)].filter((p): p is string => Boolean(p));
      if (parts.length) return parts.join(s.joinParts);
      break;
    }
    case "privacy-consent": {
      const version = String(d.noticeVersion ?? "");
      return d.decision === "refused" ? s.consentRefused(actor, version) : s.consentGiven(actor, version);
    }
    case "family-export":
      return s.exportedFamily(actor);
    case "erasure-request":
      return s.requestedErasure(actor);
    case "family":
      return s.erasedFamily(actor);
    case "enquiry": {
      if (row.action === "update" && typeof d.kidId === "string") return t.desk.audit.enquiryToKid(actor, name);
      const changes = (d.changes ?? {}) as Changes;
      const status = changes.status;
      if (row.action === "update" && status) return s.enquiryStatusChange(actor, name, statusLabel(str(status.from) ?? "new"), statusLabel(str(status.to) ?? "new"));
      if (row.action === "update" && typeof d.status === "string") return s.enquiryStatus(actor, name, statusLabel(d.status));
      break;
    }
    case "route": {
      if (row.action !== "update") break;
      const typeLabels = t.routes.transport.ui.typeLabels as Record<string, string>;
      const fields = fieldText(t, d.fields, d.changes, (field, value) => (field === "type" ? (typeLabels[value] ?? value) : value));
      if (fields) return s.changed(actor, s.routeNamed(name), fields);
      break;
    }
    case "route-assignment": {
      if (row.action !== "update") break;
      const sentence = assignmentSentence(t, actor, d, names);
      if (sentence) return sentence;
      break;
    }
  }
  if (row.action === "resend-invitation") return t.desk.audit.resentInvitation(actor, name);
  if (row.action === "view-identity-document") return s.viewedDocument(actor, name);
  if (row.action === "create") return s.created(actor, kind, name);
  if (row.action === "delete") return s.deleted(actor, kind, name);
  const fields = fieldText(t, d.fields, d.changes);
  return fields ? s.changed(actor, name, fields) : s.updated(actor, kind, name);
}
