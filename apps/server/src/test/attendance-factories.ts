import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { ATTENDANCE_CAPTURE, todayInIndia, type CaptureAttendanceResponse } from "@app/contracts";
import type { Database } from "../db/client";
import { auditLog, feedback, files, helpRequests, idempotencyKeys, kidAttendance, kidAttendanceSections } from "../db/schema";
import { createAssignment, createRoute, type RouteWorld } from "./route-factories";
import { multipart, tinyJpeg, uploadsOnDisk, type UploadFile } from "./staff-factories";
import type { TestApp } from "./test-app";

export type CaptureFields = Record<string, string | number | undefined>;

/**
 * The text fields of a valid capture for a kid (today in India, homePickup); overrides replace fields
 * (`undefined` leaves one out). Like the phone, it says when the capture was taken: at noon India
 * time of its date, so a capture dated a recent day is one the phone took then and sends late
 * (docs/decisions/0243); an override of `takenAt` replaces that.
 */
export function validCaptureFields(kidUuid: string, overrides: CaptureFields = {}): CaptureFields {
  const fields: CaptureFields = {
    userProfileUuid: kidUuid,
    date: todayInIndia(),
    type: "homePickup",
    pickupTime: "07:45",
    latitude: "16.306652",
    longitude: "80.436539",
    ...overrides,
  };
  if (!(ATTENDANCE_CAPTURE.takenAtField in overrides) && typeof fields.date === "string") fields[ATTENDANCE_CAPTURE.takenAtField] = `${fields.date}T06:30:00.000Z`;
  return fields;
}

/**
 * The route world's caretakers also ride the afternoon run of their kids: "Route A Evening" (kid A
 * and kid B2, Driver A, Caretaker A) and "Route B Evening" (kid B, Driver B, Caretaker B). A
 * caretaker captures only the legs of the runs she rides (docs/decisions/0231), and the world's
 * assignments are morning ones; tests that have a caretaker record all four legs call this first.
 */
export async function addAfternoonRuns(t: TestApp, w: RouteWorld) {
  const [eveningA, eveningB] = [await createRoute(t.app, w.admin, { name: "Route A Evening" }), await createRoute(t.app, w.admin, { name: "Route B Evening" })];
  return {
    eveningA: await createAssignment(t.app, w.admin, {
      route_uuid: eveningA.uuid,
      kids_uuids: [w.kidA.kid.uuid, w.kidB2.kid.uuid],
      driver_uuid: w.driverA.driver.uuid,
      caretaker_uuid: w.caretakerA.caretaker.uuid,
      run: "afternoon",
    }),
    eveningB: await createAssignment(t.app, w.admin, {
      route_uuid: eveningB.uuid,
      kids_uuids: [w.kidB.kid.uuid],
      driver_uuid: w.driverB.driver.uuid,
      caretaker_uuid: w.caretakerB.caretaker.uuid,
      run: "afternoon",
    }),
  };
}

/** A camera photo as the phone sends it: a JPEG named photo.jpg, with EXIF (owner, GPS) that the server must strip. */
export async function capturePhoto(options: { color?: string; width?: number; height?: number } = {}): Promise<UploadFile> {
  return { data: await tinyJpeg({ gps: true, ...options }), filename: ATTENDANCE_CAPTURE.photoFileName, type: ATTENDANCE_CAPTURE.photoType };
}

export interface CaptureOptions {
  /** The Idempotency-Key header (left out when undefined). */
  key?: string;
  /** The photo part; null sends none. Defaults to a fresh capturePhoto(). */
  photo?: UploadFile | null;
  /** The phone's thumbnail part (docs/decisions/0206); none by default, as older phones send. */
  thumb?: Buffer;
}

/** The phone's thumbnail of a photo: drawn at most ATTENDANCE_CAPTURE.thumbSide on its longest side, with EXIF the server must strip. */
export async function phoneThumbOf(photo: Buffer, options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const side = ATTENDANCE_CAPTURE.thumbSide;
  const resized = options.width && options.height ? { width: options.width, height: options.height, fit: "fill" as const } : { width: side, height: side, fit: "inside" as const, withoutEnlargement: true };
  return sharp(photo).resize(resized).jpeg({ quality: 80 }).withExif({ IFD0: { Artist: "SECRET-THUMB-OWNER" } }).toBuffer();
}

/** The multipart body of POST /api/v1/kid-attendance, as the phone builds it (text fields, then photo.jpg, then thumb.jpg). */
export async function captureBody(fields: CaptureFields, options: CaptureOptions = {}) {
  const photo = options.photo === undefined ? await capturePhoto() : options.photo;
  const files: Record<string, UploadFile> = photo ? { [ATTENDANCE_CAPTURE.photoField]: photo } : {};
  if (options.thumb) files[ATTENDANCE_CAPTURE.thumbField] = { data: options.thumb, filename: ATTENDANCE_CAPTURE.thumbFileName, type: "image/jpeg" };
  return multipart(fields, files);
}

/** Sends a capture through the API. */
export async function sendCapture(app: FastifyInstance, headers: Record<string, string>, fields: CaptureFields, options: CaptureOptions = {}) {
  const body = await captureBody(fields, options);
  const extra: Record<string, string> = options.key === undefined ? {} : { [ATTENDANCE_CAPTURE.idempotencyHeader]: options.key };
  return app.inject({ method: "POST", url: ATTENDANCE_CAPTURE.path, payload: body.payload, headers: { ...headers, ...extra, ...body.headers } });
}

/** Factory: an accepted capture (201), with overrides. */
export async function createCapture(
  app: FastifyInstance,
  headers: Record<string, string>,
  kidUuid: string,
  overrides: CaptureFields = {},
  options: CaptureOptions = {},
): Promise<CaptureAttendanceResponse> {
  const res = await sendCapture(app, headers, validCaptureFields(kidUuid, overrides), options);
  if (res.statusCode !== 201) throw new Error(`capture failed: ${res.statusCode} ${res.body}`);
  return res.json() as CaptureAttendanceResponse;
}

/** Everything a capture could add: a refused request must leave all of it unchanged. */
export async function attendanceState(database: Database, dataDir: string) {
  const db = database.db;
  const [records, sections, fileRows, keys, audit, help, fb] = await Promise.all([
    db.select({ id: kidAttendance.id }).from(kidAttendance),
    db.select({ id: kidAttendanceSections.attendanceId }).from(kidAttendanceSections),
    db.select({ id: files.id }).from(files),
    db.select({ key: idempotencyKeys.key }).from(idempotencyKeys),
    db.select({ id: auditLog.id }).from(auditLog),
    db.select({ id: helpRequests.id }).from(helpRequests),
    db.select({ id: feedback.id }).from(feedback),
  ]);
  return {
    records: records.length,
    sections: sections.length,
    files: fileRows.length,
    idempotencyKeys: keys.length,
    auditRows: audit.length,
    helpRequests: help.length,
    feedback: fb.length,
    uploadsOnDisk: uploadsOnDisk(dataDir).length,
  };
}
