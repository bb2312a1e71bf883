/** What the exports feature reads of the caretakers (docs/decisions/0151, 0190): the admin list's page, with each caretaker's account. */
export { listCaretakers, type CaretakerWithUser } from "./caretakers.repository";
