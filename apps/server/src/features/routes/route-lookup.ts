/**
 * What other features may read of a transport route (docs/decisions/0151): one route by id, or
 * locked for the rest of a transaction (kid routes check a route this way before assigning kids).
 */
export { findRoute, lockRoute } from "./routes.repository";
