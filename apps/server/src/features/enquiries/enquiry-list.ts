/** What the exports feature reads of the enquiries (docs/decisions/0151, 0190): the admin list's page. */
export { listEnquiries, type EnquiryRow } from "./enquiries.repository";
