import { messages, type Driver } from "@app/contracts";
import { Badge } from "@mantine/core";
import { CaptionedImage } from "../../components/captioned-image";
import { documentDetailItems } from "../staff-documents/document-details";
import { displayValue } from "../../components/value-text";
import { StaffDetails, staffContactItems, staffIdentityItems } from "../staff/staff-details";

const d = messages.staff.drivers;
const l = messages.staff.labels;

const STATUS_COLORS: Record<string, string> = { active: "green", inactive: "gray", suspended: "red" };

/** A driver status as a coloured badge with its catalogue label. */
export function DriverStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{messages.common.dash}</>;
  const label = (d.statusLabels as Record<string, string>)[status] ?? status;
  return (
    <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light">
      {label}
    </Badge>
  );
}

/** The read-only view of one driver (view modal): the staff view with the status, work record and licence. */
export function DriverDetails({ driver }: { driver: Driver }) {
  return (
    <StaffDetails
      member={driver}
      badge={<DriverStatusBadge status={driver.status} />}
      items={[
        ...staffContactItems(driver, { label: l.alternatePhone, value: driver.alternatePhone }),
        { label: d.labels.bloodGroup, value: driver.bloodGroup },
        { label: d.labels.status, value: <DriverStatusBadge status={driver.status} /> },
        { label: d.labels.experience, value: displayValue(driver.experience) },
        { label: d.labels.dlNo, value: driver.dlNo },
        { label: d.labels.prevCompanyName, value: driver.prevCompanyName },
        ...staffIdentityItems(driver),
        ...documentDetailItems(driver, true),
      ]}
      moreDocuments={
        <>
          <CaptionedImage src={driver.dlFrontImage} label={d.labels.dlFrontImage} />
          <CaptionedImage src={driver.dlBackImage} label={d.labels.dlBackImage} />
        </>
      }
    />
  );
}
