import type { AccessibleShades } from "./accessible-colors";

/**
 * The readable shades of every default Mantine colour, as `computeAccessibleShades()` works them
 * out (accessible-colors.ts, docs/decisions/0115), written down: computing them took ≈ 50–100 ms
 * of a throttled phone's main thread before every first render (docs/decisions/0202).
 * accessible-colors.test.ts fails when they differ from what the palettes give; it prints the table to paste here.
 */
export const ACCESSIBLE_SHADES: Record<string, AccessibleShades> = {
  gray: { filled: "#495057", filledHover: "#40464d", light: "#f3f4f5", text: "#495057" },
  red: { filled: "#c92a2a", filledHover: "#b12525", light: "#ffeeee", text: "#c12828" },
  pink: { filled: "#d6336c", filledHover: "#bc2d5f", light: "#fdedf2", text: "#a61e4d" },
  grape: { filled: "#ae3ec9", filledHover: "#9937b1", light: "#f9edfb", text: "#9c36b5" },
  violet: { filled: "#7950f2", filledHover: "#6a46d5", light: "#f2eefe", text: "#6741d9" },
  indigo: { filled: "#4263eb", filledHover: "#3a57cf", light: "#edf1fe", text: "#364fc7" },
  blue: { filled: "#1971c2", filledHover: "#1663ab", light: "#e9f3fd", text: "#1864ab" },
  cyan: { filled: "#0b7285", filledHover: "#0a6475", light: "#e8f7f9", text: "#0b6d80" },
  teal: { filled: "#087f5b", filledHover: "#077050", light: "#e7f8f3", text: "#087554" },
  green: { filled: "#29843c", filledHover: "#247435", light: "#ecf9ee", text: "#247536" },
  lime: { filled: "#4e7e0c", filledHover: "#456f0b", light: "#f3fae9", text: "#48740c" },
  yellow: { filled: "#b45d00", filledHover: "#9e5200", light: "#fff7e6", text: "#9f5200" },
  orange: { filled: "#d0450e", filledHover: "#b73d0c", light: "#fff2e8", text: "#b83c0c" },
};
