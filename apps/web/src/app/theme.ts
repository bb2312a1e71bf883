import { messages } from "@app/contracts";
import { createTheme } from "@mantine/core";

// The Telugu and Devanagari faces are the app's own (@fontsource, loaded only with their language,
// docs/decisions/0070); listed after the system fonts so Latin text keeps the phone's own font.
const FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Telugu', 'Noto Sans Devanagari', sans-serif";

// Accessibility lives here, not in each screen (docs/decisions/0115): colours reach WCAG AA through
// the CSS variables of ./accessible-colors, the keyboard focus ring is ./focus.css, and the parts
// Mantine leaves unnamed get their names once for every screen. The texts are read when the theme
// is made; the page reloads when the language changes, so they are always the page's language.
export const theme = createTheme({
  primaryColor: "blue",
  fontFamily: FONTS,
  headings: { fontFamily: FONTS },
  defaultRadius: "md",
  focusRing: "auto",
  // Plain objects, not `Modal.extend(…)`: importing a component here would put it (and what it
  // needs: scroll lock, floating UI) into the first download of every screen (docs/decisions/0093).
  components: {
    // The × of every toast.
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": messages.common.closeNotification } },
    },
    // The × of every dialog (ResponsiveModal already names its own; plain Modals did not).
    Modal: {
      defaultProps: { closeButtonProps: { "aria-label": messages.staff.ui.closeDialog } },
    },
    // The × that empties a date field or a search; 28px, a touch target of at least 24px (WCAG 2.5.8).
    InputClearButton: {
      defaultProps: { "aria-label": messages.common.clearField, size: "md" },
    },
    // Mantine puts a focusable placeholder div inside role="menu", which a menu may not hold
    // (axe aria-required-children); without it the first item takes the focus, as in any menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A table wider than the phone scrolls sideways: the keyboard must reach it to scroll it
    // (axe scrollable-region-focusable), so the scroll box takes the focus; native scrolling, as
    // the phone's own finger-scrolling is smoother than an emulated scroll area.
    TableScrollContainer: { defaultProps: { type: "native", tabIndex: 0 } },
  },
});

export { accessibleCssVariables as cssVariablesResolver } from "./accessible-colors";
