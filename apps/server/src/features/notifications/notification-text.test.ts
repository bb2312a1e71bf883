import { describe, expect, it } from "vitest";
import { renderNotification, type NotificationPayload } from "./notification-text";

// Issue 11: a notification is written in the language the parent chose on their account.
const payload: NotificationPayload = {
  event: "captured",
  kidId: "kid-1",
  kidName: "Arjun Rao",
  type: "homePickup",
  date: "2026-11-23",
  time: "07:41",
  by: "Kamala",
  route: "Brodipet Morning",
};
const parent = (language: string | null) => ({ userId: "u-1", name: "Venkat Rao", email: "venkat@example.com", mobile: null, language });

describe("renderNotification", () => {
  it("writes English, with a 12-hour time, for a parent with no language chosen", () => {
    const text = renderNotification(parent(null), payload, "https://kids.example");
    expect(text.body).toBe("Arjun Rao was picked up from home at 7:41 AM by Kamala (route Brodipet Morning)");
    expect(text.url.startsWith("https://kids.example/")).toBe(true);
  });

  it.each([
    ["te", /[\u0C00-\u0C7F]/],
    ["hi", /[\u0900-\u097F]/],
  ])("writes the parent's language (%s) when they chose it", (language, script) => {
    const text = renderNotification(parent(language), payload, "https://kids.example");
    const english = renderNotification(parent("en"), payload, "https://kids.example");
    expect(text.body).toMatch(script);
    expect(text.title).toMatch(script);
    expect(text.body).toContain("Arjun Rao");
    expect(text.body).toContain("Kamala");
    expect(text.body).not.toBe(english.body);
    expect(text.url).toBe(english.url);
  });

  it("falls back to English for a language the catalogue does not have", () => {
    expect(renderNotification(parent("fr"), payload, "https://kids.example").body).toBe(renderNotification(parent(null), payload, "https://kids.example").body);
  });

  it("the van's alerts (docs/decisions/0263): near and late, in English, Telugu and Hindi, the kid's first name and the minutes", () => {
    const near: NotificationPayload = { ...payload, kidName: "Arjun", event: "approaching", by: "", route: null, minutes: 10 };
    expect(renderNotification(parent(null), near, "https://kids.example")).toMatchObject({ title: "Arjun: the van is near", body: "The van is about 10 minutes from Arjun's stop." });
    const late: NotificationPayload = { ...near, event: "late", minutes: 12 };
    expect(renderNotification(parent(null), late, "https://kids.example").body).toBe("The van is running about 12 minutes late for Arjun's stop.");
    for (const [language, script] of [
      ["te", /[\u0C00-\u0C7F]/],
      ["hi", /[\u0900-\u097F]/],
    ] as const) {
      for (const p of [near, late]) {
        const text = renderNotification(parent(language), p, "https://kids.example");
        expect(text.body).toMatch(script);
        expect(text.title).toMatch(script);
        expect(text.body).toContain("Arjun");
        expect(text.body).toContain(String(p.minutes));
      }
    }
  });
});
