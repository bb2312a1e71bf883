import { lazy } from "react";
import { Navigate, useRoutes, type RouteObject } from "react-router";
import { DASHBOARDS, TOP_LEVEL_ROUTES } from "../features/dashboards/dashboard-config";
import type { DashboardKind } from "../features/session/roles";
import { RequireRole } from "./guards";
import { RootLayout } from "./layout/root-layout";

// Every page is its own chunk so the first load on a 3G phone stays small.
const HomePage = lazy(() => import("../features/public-site/home-page").then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import("../features/public-site/about-page").then((m) => ({ default: m.AboutPage })));
const PrivacyPolicyPage = lazy(() =>
  import("../features/public-site/privacy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const EnquiryFormPage = lazy(() =>
  import("../features/enquiry-form/enquiry-form-page").then((m) => ({ default: m.EnquiryFormPage })),
);
const LoginPage = lazy(() => import("../features/auth/login-page").then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import("../features/auth/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmPasswordPage = lazy(() =>
  import("../features/auth/confirm-password-page").then((m) => ({ default: m.ConfirmPasswordPage })),
);
// Print views of the admin's desk (docs/decisions/0084): outside the dashboard frame.
const RouteSheetPage = lazy(() => import("../features/print/route-sheet-page").then((m) => ({ default: m.RouteSheetPage })));
const KidMonthPage = lazy(() => import("../features/print/kid-month-page").then((m) => ({ default: m.KidMonthPage })));
const DashboardLayout = lazy(() =>
  import("../features/dashboards/dashboard-layout").then((m) => ({ default: m.DashboardLayout })),
);
const TileGrid = lazy(() => import("../features/dashboards/dashboard-layout").then((m) => ({ default: m.TileGrid })));
const SectionPage = lazy(() =>
  import("../features/dashboards/dashboard-layout").then((m) => ({ default: m.SectionPage })),
);
const TopLevelSectionPage = lazy(() =>
  import("../features/dashboards/dashboard-layout").then((m) => ({ default: m.TopLevelSectionPage })),
);

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
