/**
 * What other features may do with login accounts (docs/decisions/0151): the kid profiles make and
 * change parents' accounts, the staff profiles drivers' and caretakers' accounts, the first start
 * the first admin. They reach the accounts through this, never through accounts.repository.
 */
export { countAdmins, insertUser, revokeAllSessions, updateAccount, type NewUser, type UserRow } from "./accounts.repository";
