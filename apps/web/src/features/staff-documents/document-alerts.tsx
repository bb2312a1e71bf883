import {
  formatDateIndia,
  messages,
  STAFF_DOCUMENT_ALERTS_PATH,
  type StaffDocumentAlert,
  type StaffDocumentAlertsResponse,
} from "@app/contracts";
import { Alert, Anchor, Badge, Group, List, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiFetch } from "../../lib/api-client";
import { DASHBOARDS } from "../dashboards/dashboard-config";

const m = messages.staffDocuments;
const v = messages.vehicles;

/** "Ravi Kumar's driving licence expires in 12 days (03-12-2026)", "… expires today", "… expired on …". */
export function alertSentence(alert: StaffDocumentAlert): string {
  if (alert.document !== "drivingLicence" && alert.document !== "policeVerification") {
    // A van's paper (docs/decisions/0264): "Vehicle AP07TB1234: insurance expires in 10 days (…)".
    const paper = v.papers[alert.document];
    if (alert.daysLeft > 0) return v.paperExpiresIn(alert.name, paper, formatDateIndia(alert.expiresOn), alert.daysLeft);
    if (alert.daysLeft === 0) return v.paperExpiresToday(alert.name, paper);
    return v.paperExpired(alert.name, paper, formatDateIndia(alert.expiresOn));
  }
  const document = m.documents[alert.document];
  if (alert.daysLeft > 0) return m.expiresIn(alert.name, document, formatDateIndia(alert.expiresOn), alert.daysLeft);
  if (alert.daysLeft === 0) return m.expiresToday(alert.name, document);
  return m.expired(alert.name, document, formatDateIndia(alert.expiresOn));
}

/** The member's list, searched for their name, where the admin opens and edits them. */
function memberLink(alert: StaffDocumentAlert): string {
  const screen = alert.role === "driver" ? "driver" : alert.role === "vehicle" ? "vehicles" : "caretaker";
  return `${DASHBOARDS.admin.basePath}/${screen}?q=${encodeURIComponent(alert.name)}`;
}

/**
 * The admin dashboard's warning (docs/decisions/0087): licences and police verifications that
 * expire within 30 days, today, or already have, each naming the person and linking to them.
 * Nothing is shown while there is nothing to renew.
 */
export function DocumentAlerts() {
  const query = useQuery({
    queryKey: ["staff-document-alerts"],
    queryFn: () => apiFetch<StaffDocumentAlertsResponse>(STAFF_DOCUMENT_ALERTS_PATH),
  });
  if (query.isError) {
    return (
      <Alert color="red" mb="md" role="status">
        {m.alertsLoadFailed}
      </Alert>
    );
  }
  const alerts = query.data?.data ?? [];
  if (alerts.length === 0) return null;
  const anyExpired = alerts.some((a) => a.daysLeft <= 0);
  return (
    <Alert color={anyExpired ? "red" : "yellow"} title={m.alertsTitle} mb="md" role="region" aria-label={m.alertsTitle}>
      <List spacing={6} size="sm">
        {alerts.map((alert) => (
          <List.Item key={`${alert.uuid}-${alert.document}`}>
            <Group gap={6} wrap="wrap">
              <Badge size="sm" variant="light" color={alert.daysLeft <= 0 ? "red" : "yellow"}>
                {alert.role === "vehicle" ? v.role : m.roles[alert.role]}
              </Badge>
              <Anchor component={Link} to={memberLink(alert)} size="sm">
                <Text span inherit fw={alert.daysLeft <= 0 ? 600 : undefined}>
                  {alertSentence(alert)}
                </Text>
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
