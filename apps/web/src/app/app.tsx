import { BrowserRouter } from "react-router";
import { RehydrationGate } from "../features/session/rehydration-gate";
import { SessionProvider } from "../features/session/session-context";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

/**
 * The whole app: providers, the session (restored before anything renders) and the router.
 * Navigations are plain state updates, not transitions: Preact (the browser's runtime) has no
 * transitions, so unit tests under React behave as the phone does (docs/decisions/0130).
 */
export function App() {
  return (
    <AppProviders>
      <SessionProvider>
        <RehydrationGate>
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </RehydrationGate>
      </SessionProvider>
    </AppProviders>
  );
}
