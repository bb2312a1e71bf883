import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Caretaker, Driver } from "@app/contracts";
import type { Database } from "../db/client";
import { caretakers, drivers, files, users } from "../db/schema";
import { bearer, createUser, loginAs, uniqueMobile } from "./test-app";

/** A tiny real JPEG (optionally with EXIF: camera owner, GPS position, orientation). */
export async function tinyJpeg(options: { width?: number; height?: number; gps?: boolean; orientation?: number; color?: string } = {}) {
  let img = sharp({
    create: { width: options.width ?? 40, height: options.height ?? 30, channels: 3, background: options.color ?? "#d33" },
  }).jpeg();
  if (options.gps) {
    img = img.withExif({
      IFD0: { Artist: "SECRET-CAMERA-OWNER", Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "16/1 18/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 27/1 0/1" },
    });
  }
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation });
  return img.toBuffer();
}

export async function tinyPng(options: { width?: number; height?: number } = {}) {
  return sharp({ create: { width: options.width ?? 30, height: options.height ?? 30, channels: 4, background: "#3a3" } })
    .png()
    .toBuffer();
}

/** True when an EXIF block holds a pointer to a GPS directory (tag 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.indexOf(Buffer.from([0x88, 0x25])) >= 0 || exif.indexOf(Buffer.from([0x25, 0x88])) >= 0;
}

export interface UploadFile {
  data: Buffer;
  filename: string;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** Encodes a multipart/form-data body exactly as a browser's FormData would. */
export async function multipart(fields: Record<string, string | number | undefined>, files: Record<string, UploadFile> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

let aadhaarCounter = 0;
/** A unique 12-digit Aadhaar-like number for this run (starts with 2-9 like real ones). */
export function uniqueAadhaar(): string {
  aadhaarCounter += 1;
  return `${2 + (aadhaarCounter % 8)}${String(Date.now() % 1e7).padStart(7, "0")}${String(aadhaarCounter).padStart(4, "0")}`.slice(0, 12);
}

export const STAFF_PASSWORD = "Driver@123";

export function validDriverFields(overrides: Record<string, string | number | undefined> = {}) {
  return {
    name: "Ravi Kumar",
    dob: "1990-04-15",
    email: `driver-${randomUUID()}@example.com`,
    bloodGroup: "B+",
    status: "active",
    password: STAFF_PASSWORD,
    phoneNumber: uniqueMobile(),
    aadharNo: uniqueAadhaar(),
    experience: "7",
    dlNo: "AP07 20110012345",
    prevCompanyName: "Sri Travels",
    address: "12-3-45, Brodipet, Guntur",
    alternatePhone: uniqueMobile(),
    ...overrides,
  };
}

export function validCaretakerFields(overrides: Record<string, string | number | undefined> = {}) {
  return {
    name: "Lakshmi Devi",
    phoneNumber: uniqueMobile(),
    alternatePhoneNumber: uniqueMobile(),
    aadharNo: uniqueAadhaar(),
    dob: "1985-09-20",
    password: STAFF_PASSWORD,
    address: "4-5-6, Arundelpet, Guntur",
    email: `caretaker-${randomUUID()}@example.com`,
    aadharAddress: "4-5-6, Arundelpet, Guntur, Andhra Pradesh",
    ...overrides,
  };
}

export async function driverImages(): Promise<Record<string, UploadFile>> {
  const jpg = await tinyJpeg();
  const png = await tinyPng();
  return {
    profilePicture: { data: jpg, filename: "photo.jpg", type: "image/jpeg" },
    aadharFrontImage: { data: png, filename: "aadhar-front.png", type: "image/png" },
    aadharBackImage: { data: jpg, filename: "aadhar-back.jpg", type: "image/jpeg" },
    dlFrontImage: { data: jpg, filename: "dl-front.jpg", type: "image/jpeg" },
    dlBackImage: { data: png, filename: "dl-back.png", type: "image/png" },
  };
}

export async function caretakerImages(): Promise<Record<string, UploadFile>> {
  const all = await driverImages();
  return { profilePicture: all.profilePicture, aadharFrontImage: all.aadharFrontImage, aadharBackImage: all.aadharBackImage };
}

/** Factory: an admin account and its bearer header. */
export async function adminHeaders(app: FastifyInstance, database: Database) {
  const admin = await createUser(database, { role: "admin" });
  return { admin, headers: bearer(await loginAs(app, admin.email!)) };
}

/** Factory: a driver created through the API (so with images, account and audit row), with overrides. */
export async function createDriver(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, string | number | undefined> = {},
  files?: Record<string, UploadFile>,
): Promise<{ driver: Driver; fields: ReturnType<typeof validDriverFields> }> {
  const fields = validDriverFields(overrides);
  const body = await multipart(fields, files ?? (await driverImages()));
  const res = await app.inject({
    method: "POST",
    url: "/api/driver/v1/create-driver-profile",
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  if (res.statusCode !== 200) throw new Error(`create driver failed: ${res.statusCode} ${res.body}`);
  return { driver: res.json().data as Driver, fields };
}

/** Factory: a caretaker created through the API, with overrides. */
export async function createCaretaker(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, string | number | undefined> = {},
  files?: Record<string, UploadFile>,
): Promise<{ caretaker: Caretaker; fields: ReturnType<typeof validCaretakerFields> }> {
  const fields = validCaretakerFields(overrides);
  const body = await multipart(fields, files ?? (await caretakerImages()));
  const res = await app.inject({ method: "POST", url: "/api/caretaker/create", payload: body.payload, headers: { ...headers, ...body.headers } });
  if (res.statusCode !== 201) throw new Error(`create caretaker failed: ${res.statusCode} ${res.body}`);
  return { caretaker: res.json().data as Caretaker, fields };
}

/** Every role of decisions.md §4 other than admin, each with a logged-in account. */
export async function otherRoleHeaders(app: FastifyInstance, database: Database) {
  const out: Record<string, Record<string, string>> = {};
  for (const role of ["driver", "caretaker", "father", "mother"] as const) {
    const user = await createUser(database, { role });
    out[role] = bearer(await loginAs(app, user.email!));
  }
  return out;
}

/** Every stored upload on disk, relative to the uploads directory. */
export function uploadsOnDisk(dataDir: string): string[] {
  const root = join(dataDir, "uploads");
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** Paths the `files` table refers to (images and thumbnails). */
export async function uploadsInDatabase(database: Database): Promise<string[]> {
  const rows = await database.db.select({ path: files.path, thumbPath: files.thumbPath }).from(files);
  return rows.flatMap((r) => [r.path, r.thumbPath]).sort();
}

/** Row counts that a refused request must leave unchanged. */
export async function storedCounts(database: Database) {
  const [u, d, c, f] = await Promise.all([
    database.db.select({ id: users.id }).from(users),
    database.db.select({ id: drivers.id }).from(drivers),
    database.db.select({ id: caretakers.id }).from(caretakers),
    database.db.select({ id: files.id }).from(files),
  ]);
  return { users: u.length, drivers: d.length, caretakers: c.length, files: f.length };
}

const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A text with its uuids blanked out: the last group of a uuid is 12 hex characters and is all
 * digits now and then, which is no Aadhaar number.
 */
export function withoutUuids(text: string): string {
  return text.replace(UUID_PATTERN, "<uuid>");
}
