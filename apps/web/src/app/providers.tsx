import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { currentLanguage } from "../i18n/current-language";
import { cssVariablesResolver, theme } from "./theme";

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
      <Notifications position="top-right" limit={3} />
      {/* Calendars speak the page's language (dayjs names loaded with it); weeks start on Sunday as in India. */}
      <DatesProvider settings={{ locale: currentLanguage(), firstDayOfWeek: 0 }}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
