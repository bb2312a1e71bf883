import { messages } from "@app/contracts";
import { catalogueFor } from "@app/contracts/locales";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../i18n/current-language";
import { toast } from "./toast";

const show = vi.hoisted(() => vi.fn());
vi.mock("@mantine/notifications", () => ({ notifications: { show } }));

const englishSaved = messages.day.absences.saved("Anvi");

afterEach(() => {
  applyLanguage("en", catalogueFor("en"));
  show.mockClear();
});

describe("toast", () => {
  it("shows a server's English catalogue text in the page's language", () => {
    applyLanguage("te", catalogueFor("te"));
    toast.success(englishSaved);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: catalogueFor("te").day.absences.saved("Anvi"), color: "green" }));
    toast.error(englishSaved);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: catalogueFor("te").day.absences.saved("Anvi"), color: "red" }));
  });

  it("leaves a text already in the page's language, and any English text in English", () => {
    applyLanguage("hi", catalogueFor("hi"));
    toast.success(messages.day.absences.saved("Anvi"));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: catalogueFor("hi").day.absences.saved("Anvi") }));
    applyLanguage("en", catalogueFor("en"));
    toast.success(englishSaved);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: englishSaved }));
  });
});
