import { useState } from "react";
import { RouterProvider } from "react-router";
import { RehydrationGate } from "../features/session/rehydration-gate";
import { SessionProvider } from "../features/session/session-context";
import { AppProviders } from "./providers";
import { createAppRouter, routerFlushSync } from "./router";

/** The whole app: providers, the session (restored before anything renders) and the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <SessionProvider>
        <RehydrationGate>
          <RouterProvider router={router} flushSync={routerFlushSync} />
        </RehydrationGate>
      </SessionProvider>
    </AppProviders>
  );
}
