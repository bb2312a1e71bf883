import { messages } from "@app/contracts";
import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { AfterFirstPaint } from "../../components/after-first-paint";
import { UpdatePrompt } from "../../features/offline/update-prompt";
import { SessionWatcher } from "../../features/session/session-watcher";
import { AccountLanguageSync } from "../../i18n/account-language-sync";
import { Footer } from "./footer";
import classes from "./layout.module.css";
import { Navbar } from "./navbar";
import { PageLoader } from "./page-loader";
import { ScrollOnNavigate } from "./scroll-on-navigate";

/** The page frame around every route: skip link, navbar, main content, footer. */
export function RootLayout() {
  return (
    <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
      <SessionWatcher />
      <AccountLanguageSync />
      <ScrollOnNavigate />
      <a href="#main-content" className={classes.skipLink}>
        {messages.common.skipToContent}
      </a>
      <Navbar />
      {/* At least a screen tall: while a page's code arrives the footer waits below the fold instead of
          sitting on screen and jumping down when the page appears (layout shift, docs/decisions/0093). */}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: "none", minHeight: "100dvh" }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <UpdatePrompt />
    </Box>
  );
}
