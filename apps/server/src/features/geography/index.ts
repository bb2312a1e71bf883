/**
 * What other features use of the geography (docs/decisions/0261): the run sheet's order by the
 * kids' points, the straight-line distance.
 */
export { orderByPoints, orderRunsByPoints } from "./run-order";
export { distanceMetres, proposePoint, type Point } from "./points";
