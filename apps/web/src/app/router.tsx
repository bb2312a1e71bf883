import { lazy } from "react";
import { Navigate, useRoutes, type RouteObject } from "react-router";
import { DASHBOARDS, TOP_LEVEL_ROUTES } from "../features/dashboards/dashboard-config";
import type { DashboardKind } from "../features/session/roles";
import { RequireRole } from "./guards";
import { lazyPage } from "./lazy-page";
import { RootLayout } from "./layout/root-layout";

/**
 * A page beyond the first screens: its chunk comes with the whole of Mantine's styles. Home, about,
 * privacy and login (the cold loads of visitors and returning parents) need only the part that
 * main.tsx loads (app/styles/mantine-public.ts, docs/decisions/0202).
 */
const lazyWithAllStyles: typeof lazy = (load) => lazy(() => Promise.all([load(), import("./styles/mantine-all")]).then(([m]) => m));

// Every page is its own chunk so the first load on a 3G phone stays small.
const HomePage = lazyPage(() => import("../features/public-site/home-page").then((m) => ({ default: m.HomePage })));
const AboutPage = lazyPage(() => import("../features/public-site/about-page").then((m) => ({ default: m.AboutPage })));
const PrivacyPolicyPage = lazyPage(() =>
  import("../features/public-site/privacy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const EnquiryFormPage = lazyWithAllStyles(() =>
  import("../features/enquiry-form/enquiry-form-page").then((m) => ({ default: m.EnquiryFormPage })),
);
const LoginPage = lazyPage(() => import("../features/auth/login-page").then((m) => ({ default: m.LoginPage })));

/** The pages a cold load opens on most (visitors, returning parents), by path. */
const FIRST_PAGES: Partial<Record<string, { preload(): Promise<void> }>> = {
  "/": HomePage,
  "/home": HomePage,
  "/aboutUs": AboutPage,
  "/privacypolicy": PrivacyPolicyPage,
  "/login": LoginPage,
};

/**
 * Fetches the page of `path` before the first render when it is one of the first pages (the
 * server's preload hints have it on its way already), so the first paint is the page itself. A
 * failed fetch is left to the page's own loading, as before.
 */
export function preloadFirstPage(path: string): Promise<void> {
  const page = FIRST_PAGES[path];
  if (page) return page.preload().catch(() => undefined);
  if (Object.values(DASHBOARDS).some((d) => path === d.basePath || path.startsWith(`${d.basePath}/`))) {
    return Promise.all([DashboardLayout, TileGrid, SectionPage].map((frame) => frame.preload()))
      .then(() => undefined)
      .catch(() => undefined);
  }
  return Promise.resolve();
}
const ForgotPasswordPage = lazyWithAllStyles(() =>
  import("../features/auth/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyWithAllStyles(() =>
  import("../features/auth/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmPasswordPage = lazyWithAllStyles(() =>
  import("../features/auth/confirm-password-page").then((m) => ({ default: m.ConfirmPasswordPage })),
);
// Print views of the admin's desk (docs/decisions/0084): outside the dashboard frame.
const RouteSheetPage = lazyWithAllStyles(() => import("../features/print/route-sheet-page").then((m) => ({ default: m.RouteSheetPage })));
const KidMonthPage = lazyWithAllStyles(() => import("../features/print/kid-month-page").then((m) => ({ default: m.KidMonthPage })));
// The dashboards' frame, with Mantine's whole stylesheet: preloaded before the first render of a
// dashboard's address, so that render is the frame and its title and not a loader (0205).
const dashboardModule = () => Promise.all([import("../features/dashboards/dashboard-layout"), import("./styles/mantine-all")]).then(([m]) => m);
const DashboardLayout = lazyPage(() => dashboardModule().then((m) => ({ default: m.DashboardLayout })));
const TileGrid = lazyPage(() => dashboardModule().then((m) => ({ default: m.TileGrid })));
const SectionPage = lazyPage(() => dashboardModule().then((m) => ({ default: m.SectionPage })));
const TopLevelSectionPage = lazyPage(() => dashboardModule().then((m) => ({ default: m.TopLevelSectionPage })));

function dashboardRoute(kind: DashboardKind): RouteObject {
  const def = DASHBOARDS[kind];
  return {
    path: def.basePath,
    element: (
      <RequireRole roles={def.roles}>
        <DashboardLayout kind={kind} />
      </RequireRole>
    ),
    children: [
      {
        index: true,
        element: def.home ? (
          <>
            <SectionPage section={def.home} />
            <TileGrid kind={kind} />
          </>
        ) : (
          <TileGrid kind={kind} />
        ),
      },
      ...def.routes.map((r) => ({ path: r.path, element: <SectionPage section={r.section} /> })),
      { path: "*", element: <Navigate to={def.basePath} replace /> },
    ],
  };
}

/** Every route of spec §2.1, §2.7, §2.15–2.17; everything but the public pages is guarded by role. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <Navigate to="/home" replace /> },
      { path: "/home", element: <HomePage /> },
      { path: "/aboutUs", element: <AboutPage /> },
      { path: "/privacypolicy", element: <PrivacyPolicyPage /> },
      { path: "/enquiryform", element: <EnquiryFormPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/confirm-password", element: <ConfirmPasswordPage /> },
      ...TOP_LEVEL_ROUTES.map((r) => ({
        path: r.path,
        element: (
          <RequireRole roles={DASHBOARDS[r.dashboard].roles}>
            <TopLevelSectionPage dashboard={r.dashboard} section={r.section} />
          </RequireRole>
        ),
      })),
      {
        path: "/print/route-sheet/:routeUuid",
        element: (
          <RequireRole roles={DASHBOARDS.admin.roles}>
            <RouteSheetPage />
          </RequireRole>
        ),
      },
      {
        path: "/print/kid-month/:kidUuid",
        element: (
          <RequireRole roles={DASHBOARDS.admin.roles}>
            <KidMonthPage />
          </RequireRole>
        ),
      },
      dashboardRoute("admin"),
      dashboardRoute("driver"),
      dashboardRoute("caretaker"),
      dashboardRoute("parent"),
      { path: "*", element: <Navigate to="/home" replace /> },
    ],
  },
];

/**
 * The routes in React Router's declarative mode (`<BrowserRouter>` + `useRoutes`): the app uses no
 * loaders, actions or fetchers, and the data router's code is about 18 KB more gzipped JavaScript
 * on every phone screen (docs/decisions/0130).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
