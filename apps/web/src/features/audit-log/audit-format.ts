import { formatDateTimeIndia as formatMoment, getDisplayLocale, messages, type AuditEntry } from "@app/contracts";

const m = messages.audit;

/** An instant shown as "DD-MM-YYYY, h:mm AM" in India, the one way times are shown (docs/decisions/0251). */
export function formatDateTimeIndia(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return messages.common.dash;
  return formatMoment(date, getDisplayLocale());
}

function lookup(map: Record<string, string>, key: string | null | undefined): string {
  if (!key) return messages.common.dash;
  return map[key] ?? key;
}

export const actionLabel = (action: string) => lookup(m.actions, action);
export const entityLabel = (entity: string) => lookup(m.entities, entity);
export const roleLabel = (role: string | null) => lookup(m.roles, role);

/** Who acted: their name, else their id (account since removed), else a visitor (public enquiry form). */
export function actorText(entry: Pick<AuditEntry, "actorName" | "actorUserId">): string {
  return entry.actorName?.trim() || entry.actorUserId || m.anonymous;
}

/** `{ fields: ["name", "phone"], status: "lost" }` → "fields: name, phone; status: lost". */
export function detailsText(details: AuditEntry["details"]): string {
  if (!details) return messages.common.dash;
  const parts = Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => {
      const text = Array.isArray(value)
        ? value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ")
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
      return `${key}: ${text}`;
    });
  return parts.length > 0 ? parts.join("; ") : messages.common.dash;
}
