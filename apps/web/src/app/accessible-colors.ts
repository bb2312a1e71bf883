import { DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";
import { ACCESSIBLE_SHADES } from "./accessible-shades";

// Mantine's light scheme paints filled buttons, links, "light" badges and coloured text with shade 6
// of each colour (blue 3.6:1 on white, green 2.2:1 on its own tint, the dimmed grey 3.3:1), below
// WCAG AA's 4.5:1 for normal text. Instead of patching components one by one, the theme's CSS
// variables pick, for every colour, the lightest shade that reaches AA where the colour is used
// (docs/decisions/0115). Nothing here is hand-tuned: change the palette and the shades follow.

/** WCAG 2 AA for normal-size text (every badge, label and link here is normal size). */
export const AA_NORMAL_TEXT = 4.5;
/** A little above AA so rounding in the browser's colour blending never lands at 4.49. */
const TARGET = 4.6;

type Rgb = [number, number, number];

const WHITE = "#ffffff";

function parseHex(hex: string): Rgb {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours (#rrggbb). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

/** `color` at `alpha` over `background` (white unless given), as the browser paints Mantine's "light" backgrounds. */
export function overWhite(color: string, alpha: number, background = WHITE): string {
  const under = parseHex(background);
  return toHex(parseHex(color).map((c, i) => under[i] + (c - under[i]) * alpha) as Rgb);
}

function darken(color: string, amount: number): string {
  return toHex(parseHex(color).map((c) => c * (1 - amount)) as Rgb);
}

/** The lightest shade from `from` up that reaches the target on every background; else shade 9 darkened until it does. */
function readableOn(palette: MantineColorsTuple, backgrounds: string[], from = 6): string {
  const ok = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= TARGET);
  for (let shade = from; shade <= 9; shade++) if (ok(palette[shade])) return palette[shade];
  let color = palette[9];
  for (let step = 0; step < 40 && !ok(color); step++) color = darken(color, 0.04);
  return color;
}

export { ACCESSIBLE_SHADES };

export interface AccessibleShades {
  /** Background of filled buttons and badges (white text on it). */
  filled: string;
  filledHover: string;
  /** Tint behind "light" badges and buttons (Mantine's: shade 6 at 10 %). */
  light: string;
  /** Text of "light"/"subtle" variants, of `c="<colour>"` text and of outlines. */
  text: string;
}


/** Readable shades of one palette: white text on `filled`; `text` on white, on its own tint and on the grey-0 of cards. */
export function accessibleShades(palette: MantineColorsTuple): AccessibleShades {
  const filled = readableOn(palette, [WHITE]);
  const light = overWhite(palette[6], 0.1);
  // Hover of a light button is 12 %; gray-0 (#f8f9fa) is the background of cards and tables, and
  // gray-1 that of a table row under the mouse, where a badge's tint is painted over it (axe found
  // the ACTIVE badge at 4.46:1 on a hovered row).
  const hoveredRow = DEFAULT_THEME.colors.gray[1];
  const text = readableOn(palette, [WHITE, light, overWhite(palette[6], 0.12), DEFAULT_THEME.colors.gray[0], hoveredRow, overWhite(palette[6], 0.1, hoveredRow)]);
  return { filled, filledHover: darken(filled, 0.12), light, text };
}

/** Every default Mantine colour (the app uses the default palettes) with its readable shades. */
export function computeAccessibleShades(): Record<string, AccessibleShades> {
  return Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== "dark")
      .map(([name, palette]) => [name, accessibleShades(palette)]),
  );
}

/** The theme's light-scheme CSS variables: each colour's readable shades, and the app-wide dimmed, link and error colours. */
export const accessibleCssVariables: CSSVariablesResolver = () => {
  const light: Record<string, string> = {};
  for (const [name, s] of Object.entries(ACCESSIBLE_SHADES)) {
    light[`--mantine-color-${name}-filled`] = s.filled;
    light[`--mantine-color-${name}-filled-hover`] = s.filledHover;
    light[`--mantine-color-${name}-text`] = s.text;
    light[`--mantine-color-${name}-light-color`] = s.text;
    light[`--mantine-color-${name}-outline`] = s.text;
  }
  const gray = ACCESSIBLE_SHADES.gray;
  return {
    variables: {},
    light: {
      ...light,
      // Secondary labels (c="dimmed") were gray-6, 3.3:1.
      "--mantine-color-dimmed": gray.text,
      "--mantine-color-anchor": ACCESSIBLE_SHADES.blue.text,
      "--mantine-color-error": ACCESSIBLE_SHADES.red.text,
      // The focus ring (focus.css): dark blue on light pages; the navbar sets white on its blue.
      "--app-focus-ring": ACCESSIBLE_SHADES.blue.filledHover,
    },
    dark: {},
  };
};
