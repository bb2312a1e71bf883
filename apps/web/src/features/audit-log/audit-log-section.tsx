import { AuditLogScreen } from "./audit-log-screen";

/** Admin: the audit log (docs/decisions/0006-audit-log-screen.md). */
export function AuditLogSection() {
  return <AuditLogScreen />;
}
