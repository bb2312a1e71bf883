import { API_EXPORTS, ENQUIRY_STATUS_NEW, ENQUIRY_STATUSES, messages, type Enquiry } from "@app/contracts";
import { Select, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { ExportButtons } from "../../components/export-buttons";
import { ListSearch, ListToolbar } from "../../components/list-controls";
import { PagedList, pageOffset } from "../../components/paged-list";
import { useListState } from "../../lib/use-list-state";
import { useEnquiriesPage } from "./enquiries-api";
import { enquiryColumns, EnquiryEditorContext, useEnquiryEditor } from "./enquiry-cells";
import { EnquiryDetailsModal } from "./enquiry-details-modal";
import { useEnquiryToKid } from "./enquiry-to-kid";
import classes from "./enquiries.module.css";

const m = messages.enquiries;

/**
 * /admin-dashboard/enquiry (spec §2.9): "Your Enquiry Information" with view modal and inline edit.
 * The shared list (docs/decisions/0080): search, status filter, sortable headers and paging in the
 * URL, and on a phone each enquiry is a card with its actions (docs/decisions/0197).
 */
export function EnquiryScreen() {
  const list = useListState(["status"]);
  const query = useEnquiriesPage(list.apiSearch);
  const editor = useEnquiryEditor();
  const toKid = useEnquiryToKid();
  const [viewing, setViewing] = useState<Enquiry | null>(null);
  const columns = enquiryColumns(pageOffset(query), { onView: setViewing, onCreateKid: toKid.start, linkingId: toKid.linkingId });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.title}
      </Title>

      <EnquiryEditorContext.Provider value={editor}>
        <PagedList
          list={list}
          query={query}
          loadFailure={m.loadFailure}
          toolbar={
            <ListToolbar actions={<ExportButtons path={API_EXPORTS.enquiries} search={list.apiSearch} />}>
              <ListSearch list={list} />
              <Select
                label={messages.lists.status}
                placeholder={messages.lists.allStatuses}
                data={[{ value: ENQUIRY_STATUS_NEW, label: m.statusNew }, ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: m.statusLabels[s] }))]}
                value={list.filter("status") || null}
                onChange={(v) => list.setFilter("status", v)}
                clearable
                w={{ base: "100%", sm: 180 }}
              />
            </ListToolbar>
          }
          label={m.tableLabel}
          columns={columns}
          rowKey={(enquiry) => enquiry.uuid}
          rowProps={(enquiry) =>
            editor.editingId === enquiry.uuid ? { className: `${classes.row} ${classes.editing}`, "aria-label": m.editorLabel(enquiry.nameOfKid) } : { className: classes.row }
          }
          emptyText={m.empty}
          minWidth={900}
        />
      </EnquiryEditorContext.Provider>

      <EnquiryDetailsModal enquiry={viewing} onClose={() => setViewing(null)} />
      {toKid.modal}
    </Stack>
  );
}
