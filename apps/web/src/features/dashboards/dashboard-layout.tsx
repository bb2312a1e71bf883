import { messages } from "@app/contracts";
import { SimpleGrid } from "@mantine/core";
import { lazy, useEffect } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { ConsentGate } from "../privacy/consent-gate";
import { useAuth } from "../session/session-context";
import type { DashboardKind } from "../session/roles";
import { DASHBOARDS, tilesFor } from "./dashboard-config";
import { DashboardFrame } from "./dashboard-frame";
import classes from "./dashboards.module.css";
import { SECTIONS, type SectionKey } from "./section-registry";

/** Issue 10: the parent dashboard opens on today (above the tiles). */
const ParentHome = lazy(() => import("../day/parent-home").then((m) => ({ default: m.ParentHome })));
/** Issue 12: the admin dashboard warns of staff documents to renew (docs/decisions/0087). */
const DocumentAlerts = lazy(() => import("../staff-documents/document-alerts").then((m) => ({ default: m.DocumentAlerts })));

/** A dashboard shell (/admin-dashboard/*, …): heading, back arrow off the root, the section below. */
export function DashboardLayout({ kind }: { kind: DashboardKind }) {
  const def = DASHBOARDS[kind];
  const { pathname } = useLocation();
  const atRoot = pathname.replace(/\/+$/, "").toLowerCase() === def.basePath.toLowerCase();
  // The office's sections are listed in their own module (kept off the phones, docs/decisions/0180):
  // fetched as the admin's dashboard opens, so a tile's screen does not wait for it.
  useEffect(() => {
    if (kind === "admin") void import("./admin-sections");
  }, [kind]);
  return (
    <DashboardFrame def={def} showBack={!atRoot}>
      {/* Parents answer the privacy notice in force first (docs/decisions/0110). */}
      {kind === "parent" ? (
        <ConsentGate>
          <Outlet />
        </ConsentGate>
      ) : (
        <Outlet />
      )}
    </DashboardFrame>
  );
}

/** The tile grid at a dashboard's root: each tile a link with a background image and its name. */
export function TileGrid({ kind }: { kind: DashboardKind }) {
  const { role } = useAuth();
  const def = DASHBOARDS[kind];
  const tiles = (
    <SimpleGrid
      component="ul"
      aria-label={messages.dashboards.tilesLabel}
      className={classes.grid}
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing={{ base: "sm", sm: "md" }}
    >
      {tilesFor(kind, role).map((tile) => (
        <li key={tile.path}>
          <Link
            to={`${def.basePath}/${tile.path}`}
            className={classes.tile}
            style={{ backgroundImage: `url(${tile.image})` }}
          >
            <span className={classes.tileName}>{tile.label}</span>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
  // A parent's tiles come after today and the week, before the help requests (docs/decisions/0246).
  if (kind === "parent") return <ParentHome sections={tiles} />;
  return (
    <>
      {kind === "admin" && role === "admin" && <DocumentAlerts />}
      {tiles}
    </>
  );
}

/** One section under a dashboard (the lazily loaded screen). */
export function SectionPage({ section }: { section: SectionKey }) {
  const Section = SECTIONS[section];
  return <Section />;
}

/** A top-level route of spec §2.1 showing a dashboard's section, with the arrow back to that dashboard. */
export function TopLevelSectionPage({ dashboard, section }: { dashboard: DashboardKind; section: SectionKey }) {
  const Section = SECTIONS[section];
  return (
    <DashboardFrame def={DASHBOARDS[dashboard]} showBack>
      {dashboard === "parent" ? (
        <ConsentGate>
          <Section />
        </ConsentGate>
      ) : (
        <Section />
      )}
    </DashboardFrame>
  );
}
