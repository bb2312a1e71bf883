import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@app/contracts";
import { enquiries } from "../../db/schema";
import { bearer, createTestApp, createUser, loginAs, type TestApp } from "../../test/test-app";

const m = messages.publicSite.enquiry;
const office = messages.staff.fields;
const kidFields = messages.kids.fields;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** Each test sends from its own address so the anonymous limit of one test never touches another. */
const nextIp = () => `10.20.0.${++ipCounter}`;

function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    nameOfEnquiry: "Srinivas Rao",
    nameOfKid: "Anvi",
    ageOfKid: 6,
    phoneNumber: 9876543210,
    email: "Srinivas@Example.com",
    activity: ["school", "swimming"],
    ...overrides,
  };
}

const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: "POST", url: "/api/enquiry/v1/create-enquiry", payload: payload as object, headers, remoteAddress });

async function count(): Promise<number> {
  return (await t.database.db.select().from(enquiries)).length;
}

describe("POST /api/enquiry/v1/create-enquiry", () => {
  it("accepts the original client's payload without a token and stores it", async () => {
    const res = await send(validEnquiry());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(m.success);
    expect(body.data).toMatchObject({
      nameOfEnquiry: "Srinivas Rao",
      nameOfKid: "Anvi",
      ageOfKid: 6,
      phoneNumber: "9876543210",
      email: "srinivas@example.com",
      activity: ["school", "swimming"],
      pickupLocation: null,
      status: null,
    });
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.uuid));
    expect(row.nameOfKid).toBe("Anvi");
  });

  it("stores the pickup and drop locations and birth date this rebuild's form sends", async () => {
    const res = await send(
      validEnquiry({ phoneNumber: "9123456789", activity: "music, chess ,", pickupLocation: "Brodipet", dropLocation: "Arundelpet", dateOfBirth: "2019-02-03" }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().data.uuid));
    expect(row).toMatchObject({ pickupLocation: "Brodipet", dropLocation: "Arundelpet", dateOfBirth: "2019-02-03", activity: ["music", "chess"] });
  });

  it("accepts a parent's or an admin's token but refuses a driver's or caretaker's", async () => {
    for (const role of ["admin", "father", "mother"] as const) {
      const u = await createUser(t.database, { role });
      const res = await send(validEnquiry(), bearer(await loginAs(t.app, u.email!)));
      expect(res.statusCode, role).toBe(201);
    }
    for (const role of ["driver", "caretaker"] as const) {
      const u = await createUser(t.database, { role });
      const before = await count();
      const res = await send(validEnquiry(), bearer(await loginAs(t.app, u.email!)));
      expect(res.statusCode, role).toBe(403);
      expect(await count()).toBe(before);
    }
    const bad = await send(validEnquiry(), bearer("not-a-token"));
    expect(bad.statusCode).toBe(401);
  });

  it.each([
    [{ nameOfEnquiry: "" }, m.guardianNameRequired],
    [{ nameOfEnquiry: undefined }, m.guardianNameRequired],
    [{ nameOfKid: "  " }, m.kidNameRequired],
    [{ phoneNumber: "" }, m.phoneRequired],
    // The office forms' rules and texts (docs/decisions/0245).
    [{ phoneNumber: 98765 }, office.phoneRule],
    [{ phoneNumber: "98765432101" }, office.phoneRule],
    [{ phoneNumber: 1234567890 }, office.phoneRule],
    [{ phoneNumber: "5876543210" }, office.phoneRule],
    [{ phoneNumber: "98765abcde" }, office.onlyNumeric],
    [{ nameOfEnquiry: "Srinivas Rao 2" }, kidFields.kidNameLetters],
    [{ nameOfKid: "Anvi_R" }, kidFields.kidNameLetters],
    [{ email: "" }, m.emailRequired],
    [{ email: "nope" }, m.emailInvalid],
    [{ ageOfKid: -1 }, m.dobFuture],
    [{ dateOfBirth: "2999-01-01" }, m.dobFuture],
    [{ dateOfBirth: "2020-02-30" }, kidFields.dobInvalid],
    [{ dateOfBirth: "30-02-2020" }, kidFields.dobInvalid],
    [{ ageOfKid: "abc" }, m.dobRequired],
  ])("refuses %j with 400 and changes nothing", async (override, message) => {
    const before = await count();
    const res = await send(validEnquiry(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await count()).toBe(before);
  });

  it("refuses a body that is not JSON or not an object", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiry/v1/create-enquiry",
      headers: { "content-type": "application/json" },
      payload: "[1,2",
    });
    expect(res.statusCode).toBe(400);
    const arr = await send([1, 2, 3]);
    expect(arr.statusCode).toBe(400);
    expect(arr.json()).toHaveProperty("error");
  });

  it("rate-limits anonymous senders per address", async () => {
    const ip = "10.30.0.1";
    for (let i = 0; i < 10; i++) expect((await send(validEnquiry(), {}, ip)).statusCode).toBe(201);
    const res = await send(validEnquiry(), {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: messages.auth.serverErrors.tooManyRequests });
  });
});
