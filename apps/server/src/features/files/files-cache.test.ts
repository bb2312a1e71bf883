import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@app/contracts";
import { createCapture } from "../../test/attendance-factories";
import { createKid } from "../../test/kid-factories";
import { activateParent } from "../../test/route-factories";
import { adminHeaders, createDriver } from "../../test/staff-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Record<string, string>;
let father: Record<string, string>;
let kid: Awaited<ReturnType<typeof createKid>>["kid"];
let driver: Awaited<ReturnType<typeof createDriver>>["driver"];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminHeaders(t.app, t.database)).headers;
  const made = await createKid(t.app, admin);
  kid = made.kid;
  father = await activateParent(t, made.fields.parentsDetails.fatherEmail!);
  driver = (await createDriver(t.app, admin)).driver;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });

// docs/decisions/0227: nothing of an account stays in a shared phone's HTTP cache after its session ends.
describe("GET /api/files/{id}: personal files are never kept by the browser", () => {
  it("answers every kind of upload (capture photo and thumbnail, kid photo, parent and staff portraits, identity documents) with Cache-Control: private, no-store, to admins and parents; JSON answers keep their ETag", async () => {
    const capture = await createCapture(t.app, admin, kid.uuid);
    const leg = capture.data.homePickup!;
    const views: [string, string | null | undefined, Record<string, string>][] = [
      // Capture photos answer admins only until a parent consents (docs/decisions/0110).
      ["capture photo (admin)", leg.photoUrl, admin],
      ["capture thumbnail (admin)", leg.photoThumbUrl, admin],
      ["kid photo (father)", kid.kidsImage, father],
      ["kid thumbnail (father)", kid.kidsImageThumb, father],
      ["father's portrait (admin)", kid.parentsDetails!.fatherImage, admin],
      ["driver's portrait (admin)", driver.profilePicture, admin],
      ["driver's portrait thumbnail (admin)", `${driver.profilePicture}?thumb=1`, admin],
      ["driver's Aadhaar (admin)", driver.aadharFrontImage, admin],
      ["father's Aadhaar (admin)", kid.parentsDetails!.father_aadhar_front_image, admin],
    ];
    for (const [what, url, headers] of views) {
      expect(url, what).toMatch(/^\/api\/files\//);
      const res = await get(url!, headers);
      expect(res.statusCode, what).toBe(200);
      expect(res.headers["content-type"], what).toMatch(/^image\//);
      expect(res.headers["cache-control"], what).toBe("private, no-store");
    }

    // The JSON answers' conditional GET (docs/decisions/0091) is untouched: ETag, then 304.
    const first = await get(API.me, father);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await get(API.me, { ...father, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
  });
});
