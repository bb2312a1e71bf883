import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@app/contracts";
import { auditLog, files } from "../../db/schema";
import { MAX_IMAGE_SIDE, processImage, THUMB_SIDE } from "../../lib/uploads";
import {
  adminHeaders,
  createDriver,
  driverImages,
  exifHasGps,
  multipart,
  otherRoleHeaders,
  STAFF_PASSWORD,
  storedCounts,
  tinyJpeg,
  tinyPng,
  uploadsInDatabase,
  uploadsOnDisk,
  validDriverFields,
} from "../../test/staff-factories";
import { bearer, createTestApp, loginAs, type TestApp } from "../../test/test-app";

const u = messages.uploads;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
});
afterAll(async () => {
  await t.close();
});

const CREATE = "/api/driver/v1/create-driver-profile";

async function createWith(images: Record<string, { data: Buffer; filename: string; type?: string }>) {
  const body = await multipart(validDriverFields(), { ...(await driverImages()), ...images });
  return t.app.inject({ method: "POST", url: CREATE, payload: body.payload, headers: { ...admin, ...body.headers } });
}

async function expectNoOrphans() {
  expect(uploadsOnDisk(t.dataDir)).toEqual(await uploadsInDatabase(t.database));
}

const fetchFile = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: "GET", url, headers });

describe("uploads: only real JPEG and PNG, decided from the bytes", () => {
  it("accepts a PNG named .txt and declared text/plain, and stores it as PNG", async () => {
    const res = await createWith({ profilePicture: { data: await tinyPng(), filename: "notes.txt", type: "text/plain" } });
    expect(res.statusCode).toBe(200);
    const file = await fetchFile(res.json().data.profilePicture);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect((await sharp(file.rawPayload).metadata()).format).toBe("png");
    await expectNoOrphans();
  });

  it.each([
    ["a text file named .jpg", Buffer.from("hello, this is not an image\n"), "photo.jpg", "image/jpeg"],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), "a.png", "image/png"],
    ["a JPEG header followed by garbage", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), "x.jpg", "image/jpeg"],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "x.png", "image/png"],
  ])("refuses %s with 400 and stores nothing (no row, no file)", async (_label, data, filename, type) => {
    const before = await storedCounts(t.database);
    const res = await createWith({ aadharFrontImage: { data, filename, type } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Only JPG and PNG files are allowed." });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });

  it("refuses a file over 10 MB with a clear message", async () => {
    const before = await storedCounts(t.database);
    const big = Buffer.concat([await tinyJpeg(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await createWith({ profilePicture: { data: big, filename: "big.jpg", type: "image/jpeg" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: u.tooLarge });
    expect(await storedCounts(t.database)).toEqual(before);
    await expectNoOrphans();
  });

  it("refuses unexpected file fields and a create that is not multipart", async () => {
    const body = await multipart(validDriverFields(), { ...(await driverImages()), extra: { data: await tinyPng(), filename: "x.png" } });
    const res = await t.app.inject({ method: "POST", url: CREATE, payload: body.payload, headers: { ...admin, ...body.headers } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: u.unexpectedFile("extra") });
    const json = await t.app.inject({ method: "POST", url: CREATE, payload: validDriverFields(), headers: admin });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: u.notMultipart });
    await expectNoOrphans();
  });

  it("refuses an image with too many pixels (decompression bomb)", async () => {
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(processImage(huge)).rejects.toMatchObject({ statusCode: 400, message: u.tooManyPixels });
  });

  it("removes every file it wrote when the database work fails", async () => {
    const before = uploadsOnDisk(t.dataDir);
    const pending = await t.app.files.prepare({ profilePicture: await tinyJpeg() }, { profilePicture: { kind: "profilePicture", identityDocument: false } });
    const owner = { ownerType: "driver", ownerId: randomUUID(), ownerUserId: null, createdBy: null };
    let written: string[] = [];
    await expect(
      t.app.files.withStagedFiles(pending, owner, async (rows) => {
        written = Object.values(rows).flatMap((r) => [r.path, r.thumbPath]);
        expect(uploadsOnDisk(t.dataDir)).toEqual(expect.arrayContaining(written));
        throw new Error("database unavailable");
      }),
    ).rejects.toThrow("database unavailable");
    expect(written).toHaveLength(2);
    expect(uploadsOnDisk(t.dataDir)).toEqual(before);
  });
});

describe("re-encoding", () => {
  it("strips EXIF (GPS included), honours the orientation, and keeps JPEG as JPEG", async () => {
    const original = await tinyJpeg({ width: 40, height: 20, gps: true, orientation: 6 });
    const meta = await sharp(original).metadata();
    expect(exifHasGps(meta.exif)).toBe(true);
    expect(meta.exif!.includes("SECRET-CAMERA-OWNER")).toBe(true);

    const res = await createWith({ profilePicture: { data: original, filename: "camera.jpg", type: "image/jpeg" } });
    expect(res.statusCode).toBe(200);
    const file = await fetchFile(res.json().data.profilePicture);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.format).toBe("jpeg");
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(file.rawPayload.includes("SECRET-CAMERA-OWNER")).toBe(false);
    // Orientation 6 means "rotate 90°": the stored picture is upright, so 20×40.
    expect([stored.width, stored.height]).toEqual([20, 40]);
  });

  it("keeps a small thumbnail for tables and caps the longest side of large images", async () => {
    const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#888" } }).jpeg().toBuffer();
    const res = await createWith({ profilePicture: { data: large, filename: "large.jpg" } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const full = await sharp((await fetchFile(data.profilePicture)).rawPayload).metadata();
    expect(Math.max(full.width!, full.height!)).toBe(MAX_IMAGE_SIDE);
    const thumbRes = await fetchFile(data.profilePictureThumb);
    expect(thumbRes.statusCode).toBe(200);
    const thumb = await sharp(thumbRes.rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(THUMB_SIDE);
    expect(thumbRes.rawPayload.length).toBeLessThan((await fetchFile(data.profilePicture)).rawPayload.length);
  });
});

describe("GET /api/files/{id}", () => {
  it("serves with the right type, nosniff and private caching", async () => {
    const { driver } = await createDriver(t.app, admin);
    const res = await fetchFile(driver.profilePicture!);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toMatch(/^private/);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  });

  it("serves identity documents to admins only, never cached, and audits every view", async () => {
    const { driver, fields } = await createDriver(t.app, admin);
    const docs = [driver.aadharFrontImage!, driver.aadharBackImage!, driver.dlFrontImage!, driver.dlBackImage!];
    for (const url of [...docs, `${docs[0]}?thumb=1`]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
    const views = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "view-identity-document"), eq(auditLog.entityId, driver.uuid)));
    expect(views).toHaveLength(5);
    expect(views[0]).toMatchObject({ entity: "driver", actorRole: "admin" });
    expect(views.map((v) => (v.details as { kind: string }).kind).sort()).toEqual(["aadharBack", "aadharFront", "aadharFront", "dlBack", "dlFront"]);

    // The profile picture is no identity document: viewing it writes nothing.
    await fetchFile(driver.profilePicture!);
    const after = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "view-identity-document"), eq(auditLog.entityId, driver.uuid)));
    expect(after).toHaveLength(5);

    const self = bearer(await loginAs(t.app, fields.phoneNumber, STAFF_PASSWORD));
    const roles = await otherRoleHeaders(t.app, t.database);
    for (const [who, headers] of [["the driver themself", self], ...Object.entries(roles)] as [string, Record<string, string>][]) {
      for (const url of [docs[0], `${docs[2]}?thumb=1`]) {
        const res = await fetchFile(url, headers);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json()).toHaveProperty("error");
      }
    }
    const anonymous = await t.app.inject({ method: "GET", url: docs[0] });
    expect(anonymous.statusCode).toBe(401);
    const denied = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "view-identity-document"), eq(auditLog.entityId, driver.uuid)));
    expect(denied).toHaveLength(5);
  });

  it("works with the login cookie, as an <img> tag would send it", async () => {
    const { driver } = await createDriver(t.app, admin);
    const { admin: account } = await adminHeaders(t.app, t.database);
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { identifier: account.email, password: "Secret@123" } });
    const cookie = login.cookies.find((c) => c.name === "token")!;
    const res = await t.app.inject({ method: "GET", url: driver.profilePicture!, cookies: { token: cookie.value } });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of [randomUUID(), "../../etc/passwd", "nope"]) {
      const res = await fetchFile(`/api/files/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: u.fileNotFound });
    }
  });

  it("keeps uploads out of any public path and stores them privately", async () => {
    const { driver } = await createDriver(t.app, admin);
    const id = driver.profilePicture!.split("/").pop()!;
    const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
    expect(row.path).toMatch(/^[a-p]{2}\/[a-p]{32}\.jpg$/);
    expect(row.path).not.toContain("photo");
    const res = await t.app.inject({ method: "GET", url: `/uploads/${row.path}` });
    expect(res.statusCode).toBe(404);
  });
});
