import { formatDateIndia, HELP_STATUSES, messages, type Feedback, type HelpRequest } from "@app/contracts";
import { Select, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import type { DataTableColumn } from "../../components/data-table";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { serialNoColumn } from "../../components/list-table";
import { PagedList, pageOffset } from "../../components/paged-list";
import { RowActions } from "../../components/row-actions";
import { displayValue } from "../../components/value-text";
import { toast } from "../../lib/toast";
import { useListState } from "../../lib/use-list-state";
import { useFeedbacksPage, useHelpsPage } from "./help-feedback-api";
import { HelpStatusBadge, HelpStatusControl } from "../day/help-status-control";

const hf = messages.helpFeedback;
const h = hf.help;
const fb = hf.feedback;
const actionsHeader = messages.attendance.screens.columns.actions;

/** Long free text keeps its line breaks and wraps inside the cell. */
function LongText({ value }: { value: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} maw={420}>
      {displayValue(value, "dash")}
    </Text>
  );
}

/** Shows a failed load once as a toast and inline (decisions.md §2). */
function useFailureToast(isError: boolean, at: number, message: string) {
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, at, message]);
}

/**
 * /admin-dashboard/help (spec §2.13): the read-only "Helps Details" table; delete shown disabled.
 * Kid name and date sort on the server (`HELP_LIST_SORTS`); newest first without a sort.
 */
export function HelpsScreen() {
  const list = useListState(["status"]);
  const query = useHelpsPage(list.apiSearch);
  useFailureToast(query.isError, query.errorUpdatedAt, h.fetchFailed);
  const columns: DataTableColumn<HelpRequest>[] = [
    serialNoColumn(h.columns.serialNo, pageOffset(query)),
    { key: "kidName", header: h.columns.kidName, sortKey: "kidName", render: (row) => displayValue(row.kidDetails?.kidName, "dash") },
    {
      key: "fatherMobile",
      header: h.columns.fatherMobile,
      render: (row) => displayValue(row.kidDetails?.fatherLoginData?.fatherMobile, "dash"),
      nowrap: true,
    },
    {
      key: "motherMobile",
      header: h.columns.motherMobile,
      render: (row) => displayValue(row.kidDetails?.motherLoginData?.motherMobile, "dash"),
      nowrap: true,
    },
    { key: "reason", header: h.columns.reason, render: (row) => <LongText value={row.reason} /> },
    { key: "createdAt", header: h.columns.createdAt, sortKey: "createdAt", render: (row) => formatDateIndia(row.createdAt), nowrap: true },
    // Issue 10 (docs/decisions/0068): the status with the note the parent sees, set here.
    {
      key: "status",
      header: messages.day.help.statusLabel,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <HelpStatusBadge help={row} />
          {row.statusNote && <LongText value={row.statusNote} />}
          <HelpStatusControl help={row} />
        </Stack>
      ),
    },
    { key: "actions", header: actionsHeader, render: () => <RowActions />, width: 64 },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {h.title}
      </Title>
      <PagedList
        list={list}
        query={query}
        loadFailure={h.fetchFailed}
        toolbar={
          <ListToolbar>
            <ListSearch list={list} />
            <Select
              label={messages.lists.status}
              placeholder={messages.lists.allStatuses}
              data={HELP_STATUSES.map((s) => ({ value: s, label: messages.day.help.statuses[s] }))}
              value={list.filter("status") || null}
              onChange={(v) => list.setFilter("status", v)}
              clearable
              w={{ base: "100%", sm: 180 }}
            />
          </ListToolbar>
        }
        label={h.title}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={hf.empty}
        minWidth={860}
      />
    </Stack>
  );
}

/**
 * /admin-dashboard/feedback (spec §2.13): the read-only "Feedback Details" table; delete shown disabled.
 * Name and date sort on the server (`FEEDBACK_LIST_SORTS`); newest first without a sort.
 */
export function FeedbacksScreen() {
  const list = useListState();
  const query = useFeedbacksPage(list.apiSearch);
  useFailureToast(query.isError, query.errorUpdatedAt, fb.fetchFailed);
  const columns: DataTableColumn<Feedback>[] = [
    serialNoColumn(fb.columns.serialNo, pageOffset(query)),
    { key: "name", header: fb.columns.name, sortKey: "name", render: (row) => displayValue(row.name, "dash") },
    { key: "mobileNo", header: fb.columns.mobileNo, render: (row) => displayValue(row.mobileNo, "dash"), nowrap: true },
    { key: "feedback", header: fb.columns.feedback, render: (row) => <LongText value={row.feedback} /> },
    { key: "createdAt", header: fb.columns.createdAt, sortKey: "createdAt", render: (row) => formatDateIndia(row.createdAt), nowrap: true },
    { key: "actions", header: actionsHeader, render: () => <RowActions />, width: 64 },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {fb.title}
      </Title>
      <PagedList
        list={list}
        query={query}
        loadFailure={fb.fetchFailed}
        toolbar={
          <ListToolbar>
            <ListSearch list={list} />
          </ListToolbar>
        }
        label={fb.title}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyText={hf.empty}
        minWidth={760}
      />
    </Stack>
  );
}
