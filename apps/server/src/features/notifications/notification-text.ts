import { formatCourseTime12, isLanguage, parentDayPath, type AttendanceType, type NotificationEvent } from "@app/contracts";
import { textsIn } from "../../lib/i18n";
import type { Recipient } from "./channels/channel";

/**
 * What a notification says, frozen in the job when the event happens. Only the kid's name, the
 * leg, the time, who captured it and the route's name: never an Aadhaar number or an address.
 */
export interface NotificationPayload {
  event: NotificationEvent;
  kidId: string;
  kidName: string;
  type: AttendanceType;
  date: string;
  time: string;
  by: string;
  route: string | null;
  /** The van's alerts (docs/decisions/0263): minutes from the stop, or minutes late. */
  minutes?: number;
}

export interface RenderedNotification {
  title: string;
  body: string;
  url: string;
}

/**
 * The one place a notification's text is built, per recipient: when parents choose a language
 * (issue 11), the catalogue is looked up in theirs here and nowhere else.
 */
export function renderNotification(recipient: Recipient, payload: NotificationPayload, publicUrl: string): RenderedNotification {
  // Written in the parent's chosen language (their account setting), English when unset.
  const texts = textsIn(recipient.language && isLanguage(recipient.language) ? recipient.language : null);
  const t = texts.notifications.text;
  const url = `${publicUrl}${parentDayPath(payload.kidId, payload.date)}`;
  if (payload.event === "approaching") return { title: texts.eta.text.approachingTitle(payload.kidName), body: texts.eta.text.approaching(payload.kidName, payload.minutes ?? 0), url };
  if (payload.event === "late") return { title: texts.eta.text.lateTitle(payload.kidName), body: texts.eta.text.late(payload.kidName, payload.minutes ?? 0), url };
  // The job keeps "HH:mm" (24-hour); people read 12-hour with AM/PM, the one way times are shown (docs/decisions/0251).
  const time = formatCourseTime12(payload.time) || payload.time;
  const vars = { kid: payload.kidName, leg: payload.type, time, by: payload.by, route: payload.route };
  return payload.event === "absent"
    ? { title: t.absentTitle(payload.kidName), body: t.absent(vars), url: `${publicUrl}${parentDayPath(payload.kidId, payload.date)}` }
    : { title: t.capturedTitle(payload.kidName, payload.type), body: t.captured(vars), url: `${publicUrl}${parentDayPath(payload.kidId, payload.date)}` };
}
