import { createTheme } from "@mantine/core";

// The Telugu and Devanagari faces are the app's own (@fontsource, loaded only with their language,
// docs/decisions/0070); listed after the system fonts so Latin text keeps the phone's own font.
const FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Telugu', 'Noto Sans Devanagari', sans-serif";

export const theme = createTheme({
  primaryColor: "blue",
  fontFamily: FONTS,
  headings: { fontFamily: FONTS },
  defaultRadius: "md",
});
