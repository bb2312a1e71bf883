/**
 * What other features may read of the kid routes (docs/decisions/0151): the route names a driver or
 * caretaker works (the staff list shows them).
 */
export { routeNamesOfStaff } from "./kid-routes.repository";
