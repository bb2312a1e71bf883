/**
 * What other features may ask about kids (docs/decisions/0151): a kid by id, whether an account is
 * one of its parents (or the kid only if it is), the kids of a parent. The day, attendance, absences, help, route marks,
 * kid routes and accounts features reach the kids through this, never through kids.repository.
 */
export { findKid, findKidOfParent, isParentOf, kidExistsCondition, kidsOfParent, type KidRow } from "./kids.repository";
