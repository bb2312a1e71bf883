/**
 * What other features may ask about kids (docs/decisions/0151): a kid by id, whether an account is
 * one of its parents (or the kid only if it is), the kids of a parent. The day, attendance, absences, help, route marks,
 * kid routes and accounts features reach the kids through this, never through kids.repository.
 */
export { findKid, findKidOfParent, isParentOf, kidExistsCondition, kidsOfParent, listInstitutes, type InstituteRow, type KidRow } from "./kids.repository";
/** The map's points of a kid's home and institutes, set by the geography feature (docs/decisions/0261). */
export { placesOfKids, setInstitutePoint, setKidHomePoint, type KidPlaces, type KidPoint } from "./kid-points";
