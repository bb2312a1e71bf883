/** What the exports feature reads of the drivers (docs/decisions/0151, 0190): the admin list's page, with each driver's account. */
export { listDrivers, type DriverWithUser } from "./drivers.repository";
