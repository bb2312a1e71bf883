import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useSchemaForm } from "./use-schema-form";

const nested = z
  .object({
    name: z.string().min(1, { error: "Name is required." }),
    contact: z.object({
      mobile: z.string().regex(/^\d{10}$/, { error: "Phone number must be exactly 10" }),
      other: z.string(),
    }),
  })
  .refine((v) => v.contact.mobile !== v.contact.other, { error: "Must differ.", path: ["contact", "other"] })
  .transform((v) => ({ ...v, name: v.name.toUpperCase() }));

type Flat = { name: string; mobile: string; other: string };
const toInput = (v: Flat) => ({ name: v.name, contact: { mobile: v.mobile, other: v.other } });
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === "contact" ? (path[1] as keyof Flat) : (path[0] as keyof Flat));

describe("useSchemaForm with toInput / fieldOf (nested schemas)", () => {
  it("checks one flat field against the nested schema on blur, and shows cross-field rules on their field", () => {
    const { result } = renderHook(() => useSchemaForm(nested, { name: "", mobile: "123", other: "" }, { toInput, fieldOf }));
    act(() => result.current.blur("mobile"));
    expect(result.current.errors.mobile).toBe("Phone number must be exactly 10");
    expect(result.current.errors.name).toBeUndefined();
    act(() => {
      result.current.change("name", "anvi");
      result.current.change("mobile", "9876543210");
      result.current.change("other", "9876543210");
    });
    act(() => result.current.blur("other"));
    expect(result.current.errors.other).toBe("Must differ.");
  });

  it("maps every issue of the whole-form check to its flat field and returns the transformed output", () => {
    const { result } = renderHook(() => useSchemaForm(nested, { name: "", mobile: "1", other: "" }, { toInput, fieldOf }));
    let outcome: ReturnType<typeof result.current.validateAll> | undefined;
    act(() => {
      outcome = result.current.validateAll();
    });
    expect(outcome?.success).toBe(false);
    expect(result.current.errors).toEqual({ name: "Name is required.", mobile: "Phone number must be exactly 10" });
    act(() => {
      result.current.change("name", "anvi");
      result.current.change("mobile", "9876543210");
    });
    act(() => {
      outcome = result.current.validateAll();
    });
    expect(outcome).toEqual({ success: true, data: { name: "ANVI", contact: { mobile: "9876543210", other: "" } } });
  });
});
