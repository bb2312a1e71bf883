/**
 * What other features may read of a transport route (docs/decisions/0151): one route by id, or
 * locked for the rest of a transaction (kid routes check a route this way before assigning kids);
 * the admin list's page with each route's kid count (the exports feature, 0190).
 */
export { findRoute, listRoutes, lockRoute, type RouteWithCount } from "./routes.repository";
