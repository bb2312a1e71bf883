import type { DataTableColumn } from "../../components/data-table";
import { photoColumn, serialNoColumn } from "../../components/list-table";
import { displayValue } from "../../components/value-text";

interface StaffRow {
  name: string;
  phoneNumber: string;
  email: string;
  profilePicture?: string | null;
  profilePictureThumb?: string | null;
}

/** The column headers every staff table has (each kind's catalogue names them). */
interface StaffColumnHeaders {
  serialNo: string;
  photo: string;
  name: string;
  phone: string;
  email: string;
}

/** The columns a driver and a caretaker table start with: S.No., photo, name (sortable), phone and email. */
export function staffLeadColumns<Row extends StaffRow>(headers: StaffColumnHeaders, offset: number): DataTableColumn<Row>[] {
  return [
    serialNoColumn(headers.serialNo, offset),
    photoColumn(headers.photo),
    { key: "name", header: headers.name, sortKey: "name", render: (row) => displayValue(row.name, "dash") },
    { key: "phone", header: headers.phone, render: (row) => displayValue(row.phoneNumber, "dash"), nowrap: true },
    { key: "email", header: headers.email, render: (row) => displayValue(row.email, "dash") },
  ];
}
