import type { BadgeProps } from "@mantine/core";

/**
 * A badge that keeps every word: Mantine's badge stays on one line and hides what does not fit
 * ("का…" in Hindi on a phone); this one never shrinks below its words' room, takes at most a bit
 * over half its row and wraps its words onto a second line when it must (docs/decisions/0251).
 */
export const WRAPPING_BADGE: BadgeProps["styles"] = {
  root: { height: "auto", minHeight: "var(--badge-height)", flexShrink: 0, maxWidth: "55%", overflow: "visible" },
  label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3, padding: "2px 0", overflow: "visible" },
};
