import type { MouseEvent } from "react";

/**
 * onMouseDown for submit buttons of forms that validate on blur: without it the field loses focus
 * on mouse-down, its error message appears, the layout shifts the button down before mouse-up,
 * and the click misses.
 */
export const keepFocus = (event: MouseEvent<HTMLElement>) => event.preventDefault();
