import {
  ENQUIRY_REASON_MAX,
  ENQUIRY_STATUSES,
  messages,
  reasonAfterStatusChange,
  statusNeedsReason,
  TOAST_MS,
  updateEnquiryRequestSchema,
  type Enquiry,
} from "@app/contracts";
import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { DataTableColumn } from "../../components/data-table";
import { EyeIcon, PencilIcon } from "../../components/icons";
import { serialNoColumn } from "../../components/list-table";
import { toast } from "../../lib/toast";
import { updateFailureMessage, useUpdateEnquiry } from "./enquiries-api";
import { activityText, orEmpty, STATUS_COLORS, statusLabel } from "./enquiry-format";
import { EnquiryKidAction } from "./enquiry-to-kid";
import classes from "./enquiries.module.css";

const m = messages.enquiries;
const c = m.columns;
const DASH = messages.common.dash;

/**
 * The inline status/reason editor of spec §2.9, §4, §5.7. One enquiry is edited at a time; its
 * status, reason and actions cells (in the table, or in its card on a phone) share this state.
 */
export interface EnquiryEditor {
  editingId: string | null;
  start: (enquiry: Enquiry) => void;
  done: () => void;
  status: string;
  reason: string;
  statusError: string | undefined;
  reasonError: string | undefined;
  pending: boolean;
  changeStatus: (next: string) => void;
  changeReason: (next: string) => void;
  save: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  statusRef: RefObject<HTMLSelectElement | null>;
  reasonRef: RefObject<HTMLInputElement | null>;
}

export function useEnquiryEditor(): EnquiryEditor {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [reason, setReason] = useState("");
  const [statusError, setStatusError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const statusRef = useRef<HTMLSelectElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const mutation = useUpdateEnquiry();
  const showReason = statusNeedsReason(status);

  const done = () => setEditingId(null);

  const save = () => {
    if (mutation.isPending || !editingId) return;
    const body = { status, reason: showReason ? reason : "" };
    const result = updateEnquiryRequestSchema.safeParse(body);
    if (!result.success) {
      const statusIssue = result.error.issues.find((i) => i.path[0] === "status");
      const reasonIssue = result.error.issues.find((i) => i.path[0] === "reason");
      setStatusError(statusIssue?.message);
      setReasonError(reasonIssue?.message);
      toast.error((statusIssue ?? reasonIssue ?? result.error.issues[0]).message, TOAST_MS.enquiryError);
      (statusIssue ? statusRef : reasonRef).current?.focus();
      return;
    }
    mutation.mutate(
      { uuid: editingId, body: { status, reason: showReason ? reason.trim() : "" } },
      {
        onSuccess: () => {
          toast.success(m.updateSuccess, TOAST_MS.enquiryAdminSuccess);
          done();
        },
        // The editor stays open with what was typed, so the admin can simply try again.
        onError: (error) => toast.error(updateFailureMessage(error), TOAST_MS.enquiryError),
      },
    );
  };

  return {
    editingId,
    start: (enquiry) => {
      setEditingId(enquiry.uuid);
      setStatus(enquiry.status ?? "");
      setReason(statusNeedsReason(enquiry.status) ? (enquiry.reason ?? "") : "");
      setStatusError(undefined);
      setReasonError(undefined);
    },
    done,
    status,
    reason,
    statusError,
    reasonError,
    pending: mutation.isPending,
    changeStatus: (next) => {
      setStatus(next);
      setStatusError(undefined);
      setReasonError(undefined);
      // Spec §4 as docs/decisions/0005 reads it: any choice but lost empties the reason box.
      setReason((current) => reasonAfterStatusChange(current, next));
    },
    changeReason: (next) => {
      setReason(next);
      if (reasonError && next.trim()) setReasonError(undefined);
    },
    save,
    onKeyDown: (event) => {
      if (event.key === "Escape" && !mutation.isPending) {
        event.preventDefault();
        done();
      } else if (event.key === "Enter" && event.currentTarget instanceof HTMLInputElement) {
        event.preventDefault();
        save();
      }
    },
    statusRef,
    reasonRef,
  };
}

export const EnquiryEditorContext = createContext<EnquiryEditor | null>(null);

function useEditor(): EnquiryEditor {
  const editor = useContext(EnquiryEditorContext);
  if (!editor) throw new Error("EnquiryEditorContext is missing");
  return editor;
}

function StatusCell({ enquiry }: { enquiry: Enquiry }) {
  const editor = useEditor();
  if (editor.editingId === enquiry.uuid) return <StatusSelect editor={editor} />;
  return (
    <Badge className={classes.badge} variant="light" tt="none" color={enquiry.status ? (STATUS_COLORS[enquiry.status] ?? "gray") : "cyan"}>
      {enquiry.status ? statusLabel(enquiry.status) : m.statusNew}
    </Badge>
  );
}

/** The status picker; it takes the focus when the editor opens. */
function StatusSelect({ editor }: { editor: EnquiryEditor }) {
  const { statusRef } = editor;
  useEffect(() => {
    statusRef.current?.focus();
  }, [statusRef]);
  return (
    <NativeSelect
      ref={statusRef}
      aria-label={m.fields.status}
      className={classes.statusSelect}
      value={editor.status}
      error={editor.statusError}
      disabled={editor.pending}
      onChange={(event) => editor.changeStatus(event.currentTarget.value)}
      onKeyDown={editor.onKeyDown}
      data={[{ value: "", label: m.statusPlaceholder, disabled: true }, ...ENQUIRY_STATUSES.map((value) => ({ value, label: m.statusLabels[value] }))]}
    />
  );
}

function ReasonCell({ enquiry }: { enquiry: Enquiry }) {
  const editor = useEditor();
  if (editor.editingId !== enquiry.uuid) return <div className={classes.reason}>{orEmpty(enquiry.reason, DASH)}</div>;
  if (!statusNeedsReason(editor.status)) return DASH;
  return (
    <TextInput
      ref={editor.reasonRef}
      aria-label={m.fields.reason}
      className={classes.reasonInput}
      placeholder={m.reasonPlaceholder}
      value={editor.reason}
      maxLength={ENQUIRY_REASON_MAX}
      required
      error={editor.reasonError}
      disabled={editor.pending}
      onChange={(event) => editor.changeReason(event.currentTarget.value)}
      onKeyDown={editor.onKeyDown}
    />
  );
}

/** What the actions of a row call on the screen. */
export interface EnquiryRowActions {
  onView: (enquiry: Enquiry) => void;
  /** Opens the kid form pre-filled from a won enquiry (docs/decisions/0085). */
  onCreateKid: (enquiry: Enquiry) => void;
  /** The enquiry whose new kid profile is being linked to it, if any. */
  linkingId: string | undefined;
}

/** View, Edit and a won enquiry's "Create kid profile"; Save and Cancel while the enquiry is edited. */
function ActionsCell({ enquiry, actions }: { enquiry: Enquiry; actions: EnquiryRowActions }) {
  const editor = useEditor();
  const editing = editor.editingId === enquiry.uuid;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Back from the editor (saved or cancelled), the keyboard user continues from the enquiry's Edit button.
  useEffect(() => {
    // Not when another enquiry's editor took over: its status picker keeps the focus.
    if (wasEditing.current && !editing && editor.editingId === null) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, editor.editingId]);

  if (editing) {
    return (
      // Stacked, so the editing row stays as narrow as the read-only one.
      <Stack gap={6} align="stretch">
        <Button size="xs" onClick={editor.save} loading={editor.pending}>
          {m.save}
        </Button>
        <Button size="xs" variant="default" onClick={editor.done} disabled={editor.pending} onKeyDown={editor.onKeyDown}>
          {m.cancel}
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="xs" className={classes.actions}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="light" size="lg" aria-label={m.view} title={m.view} onClick={() => actions.onView(enquiry)}>
          <EyeIcon />
        </ActionIcon>
        <ActionIcon ref={editButton} variant="light" color="teal" size="lg" aria-label={m.edit} title={m.edit} onClick={() => editor.start(enquiry)}>
          <PencilIcon />
        </ActionIcon>
      </Group>
      <EnquiryKidAction enquiry={enquiry} onCreate={actions.onCreateKid} linking={actions.linkingId === enquiry.uuid} />
    </Group>
  );
}

/**
 * The enquiry list's columns in spec §2.9's order; two headings may wrap and the minimum widths
 * are small, so the table (its editing row too) fits a 1366 px screen without scrolling. Guardian, kid and status sort on the server
 * (`ENQUIRY_LIST_SORTS`); without a sort the list is newest first (docs/decisions/0080).
 */
export function enquiryColumns(offset: number, actions: EnquiryRowActions): DataTableColumn<Enquiry>[] {
  return [
    serialNoColumn(c.serialNo, offset),
    { key: "guardianName", header: c.guardianName, sortKey: "nameOfEnquiry", wrapHeader: true, render: (e) => <div className={classes.wrap}>{orEmpty(e.nameOfEnquiry, DASH)}</div> },
    { key: "kidName", header: c.kidName, sortKey: "nameOfKid", render: (e) => <div className={classes.wrap}>{orEmpty(e.nameOfKid, DASH)}</div> },
    { key: "kidAge", header: c.kidAge, nowrap: true, wrapHeader: true, render: (e) => orEmpty(e.ageOfKid, DASH) },
    { key: "phone", header: c.phone, nowrap: true, render: (e) => orEmpty(e.phoneNumber, DASH) },
    { key: "email", header: c.email, render: (e) => <div className={classes.email}>{orEmpty(e.email, DASH)}</div> },
    { key: "activity", header: c.activity, render: (e) => <div className={classes.wrap}>{orEmpty(activityText(e.activity), DASH)}</div> },
    { key: "status", header: c.status, sortKey: "status", render: (e) => <StatusCell enquiry={e} /> },
    { key: "reason", header: c.reason, render: (e) => <ReasonCell enquiry={e} /> },
    { key: "actions", header: c.actions, nowrap: true, render: (e) => <ActionsCell enquiry={e} actions={actions} /> },
  ];
}
