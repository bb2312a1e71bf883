import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { AA_NORMAL_TEXT, ACCESSIBLE_SHADES, accessibleCssVariables, computeAccessibleShades, contrastRatio, overWhite } from "./accessible-colors";

const WHITE = "#ffffff";

describe("the theme's colours reach WCAG AA (docs/decisions/0115)", () => {
  it("the written-down shades (accessible-shades.ts) are what the palettes give", () => {
    const computed = computeAccessibleShades();
    // On a difference, paste this table into accessible-shades.ts.
    expect(ACCESSIBLE_SHADES, JSON.stringify(computed, null, 2)).toEqual(computed);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // Mantine's default blue-6 on white, the links' 3.6:1 of issue 14.
    expect(contrastRatio(DEFAULT_THEME.colors.blue[6], WHITE)).toBeCloseTo(3.55, 1);
  });

  it.each(Object.entries(ACCESSIBLE_SHADES))("%s: white on filled, text on white, on its tint and on cards", (name, s) => {
    expect(contrastRatio(WHITE, s.filled), `${name} filled`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(WHITE, s.filledHover), `${name} filled hover`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(s.text, WHITE), `${name} text on white`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(s.text, s.light), `${name} text on its tint`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(s.text, DEFAULT_THEME.colors.gray[0]), `${name} text on gray-0`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it("the ACTIVE badge (green, light) was 2.2:1 and is now AA", () => {
    const tint = overWhite(DEFAULT_THEME.colors.green[6], 0.1);
    expect(contrastRatio(DEFAULT_THEME.colors.green[6], tint)).toBeLessThan(3);
    expect(contrastRatio(ACCESSIBLE_SHADES.green.text, tint)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(Object.entries(ACCESSIBLE_SHADES))("%s: a light badge stays AA on a table row under the mouse (gray-1 behind its tint)", (name, s) => {
    const hovered = DEFAULT_THEME.colors.gray[1];
    expect(contrastRatio(s.text, hovered), `${name} text on a hovered row`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(s.text, overWhite(DEFAULT_THEME.colors[name][6], 0.1, hovered)), `${name} badge on a hovered row`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it("puts the readable shades in the light scheme's variables: dimmed, links, errors and every colour", () => {
    const { light } = accessibleCssVariables(DEFAULT_THEME);
    expect(light["--mantine-color-dimmed"]).toBe(ACCESSIBLE_SHADES.gray.text);
    expect(light["--mantine-color-anchor"]).toBe(ACCESSIBLE_SHADES.blue.text);
    expect(light["--mantine-color-error"]).toBe(ACCESSIBLE_SHADES.red.text);
    expect(light["--mantine-color-green-light-color"]).toBe(ACCESSIBLE_SHADES.green.text);
    expect(light["--mantine-color-blue-filled"]).toBe(ACCESSIBLE_SHADES.blue.filled);
    expect(contrastRatio(light["--mantine-color-dimmed"], WHITE)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});
