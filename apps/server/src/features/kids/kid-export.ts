/** What the exports feature reads of the kids (docs/decisions/0151, 0190): the kid list's rows with parents and institutes. */
export { kidsForExport } from "./kids.repository";
