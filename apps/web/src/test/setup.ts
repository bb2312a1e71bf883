import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { mediaQueryList } from "./media-query";

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Mantine reads these browser APIs, which jsdom lacks.
if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
