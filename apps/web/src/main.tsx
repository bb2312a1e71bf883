import "./app/styles/mantine-public";
import "./app/focus.css";
import { prepareLanguage } from "./i18n/boot";

// The reader's language is put in place first; only then are the app's modules evaluated, so the
// texts they copy at import time are already in that language (docs/decisions/0070).
void prepareLanguage()
  .then(() => import("./app/mount"))
  .then(({ mount }) => mount())
  // The offline app shell and the update prompt (issue 9); production builds only.
  .then(() => import("./features/offline/sw-update"))
  .then(({ startServiceWorker }) => startServiceWorker());
