import type { Page } from "@playwright/test";

/**
 * Visible elements that stick out of the window sideways (cut off or pushing the page wider),
 * except inside a container that scrolls sideways on purpose (a wide table).
 */
export function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const x = getComputedStyle(node).overflowX;
        if ((x === "auto" || x === "scroll") && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""} "${label}"`;
    };
    const all = [...document.body.querySelectorAll("*")];
    // Text cut short with "…" (a button label too long for its button) in the page or a dialog is cut
    // off too. The header's account button shortens a long name by design (the menu shows it whole).
    const truncated = [...document.querySelectorAll("main *, [role=dialog] *")].filter((el) => {
      const style = getComputedStyle(el);
      return style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 0;
    });
    return [...truncated.map((el) => `cut short: ${describe(el)}`), ...all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || (style.position === "fixed" && box.width <= width)) return false;
        // A toast sliding in or out at the window's edge is moving, not cut off.
        if (el.closest(".mantine-Notifications-root")) return false;
        // Wholly outside on purpose (a skip link waiting for focus) is not cut off; partly outside is.
        if (box.right <= 0 || box.left >= width) return false;
        return (box.right > width + 1 || box.left < -1) && !scrollsSideways(el.parentElement);
      })
      .map(describe)];
  });
}
