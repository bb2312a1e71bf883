import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { replaceRootAddress } from "./root-address";
import { preloadFirstPage } from "./router";

export async function mount() {
  replaceRootAddress();
  await preloadFirstPage(window.location.pathname);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
