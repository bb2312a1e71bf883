import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { cssVariablesResolver, theme } from "./theme";

// The toasts' container (and its transitions) arrives just after the first paint; a toast shown
// before it mounts waits in the notifications store and appears then (docs/decisions/0093).
// Its styles come with it: the first screens load only their own part of Mantine's (docs/decisions/0202).
const Notifications = lazy(() =>
  Promise.all([import("@mantine/notifications"), import("@mantine/notifications/styles.layer.css")]).then(([m]) => ({ default: m.Notifications })),
);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A weak 3G signal fails often: retry reads a little, never writes.
      // offlineFirst: with no signal a read still goes out, so the service worker can answer it from
      // its copy (docs/decisions/0052); retries wait for the connection.
      queries: { retry: 2, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: "offlineFirst" },
      mutations: { retry: false },
    },
  });
}

/** Everything a screen needs around it; tests render screens inside this too. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={3} />
      </Suspense>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
