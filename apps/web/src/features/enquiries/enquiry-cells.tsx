import {
  ENQUIRY_STATUSES,
  messages,
  reasonAfterStatusChange,
  statusNeedsReason,
  TOAST_MS,
  updateEnquiryRequestSchema,
  ENQUIRY_REASON_MAX,
  type Enquiry,
} from "@app/contracts";
import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Table, TextInput } from "@mantine/core";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "../../lib/toast";
import { updateFailureMessage, useUpdateEnquiry } from "./enquiries-api";
import { EyeIcon, PencilIcon } from "../../components/icons";
import { activityText, orEmpty, STATUS_COLORS, statusLabel } from "./enquiry-format";
import classes from "./enquiries.module.css";
import { EnquiryKidAction } from "./enquiry-to-kid";

const m = messages.enquiries;
const DASH = messages.common.dash;

interface RowProps {
  enquiry: Enquiry;
  serialNo: number;
  editing: boolean;
  onView: (enquiry: Enquiry) => void;
  onEdit: (uuid: string) => void;
  onDoneEditing: () => void;
}

/** One enquiry: read-only cells, or (after Edit) the inline status/reason editor of spec §2.9, §4, §5.7. */
export function EnquiryRow({ enquiry, serialNo, editing, onView, onEdit, onDoneEditing }: RowProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Back from the editor (saved or cancelled), the keyboard user continues from the row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) return <EnquiryRowEditor enquiry={enquiry} serialNo={serialNo} onDone={onDoneEditing} />;

  return (
    <Table.Tr>
      <ReadOnlyCells enquiry={enquiry} serialNo={serialNo} />
      <Table.Td className={classes.nowrap}>
        <Badge className={classes.badge} variant="light" tt="none" color={enquiry.status ? (STATUS_COLORS[enquiry.status] ?? "gray") : "cyan"}>
          {enquiry.status ? statusLabel(enquiry.status) : m.statusNew}
        </Badge>
      </Table.Td>
      <Table.Td className={classes.reason}>{orEmpty(enquiry.reason, DASH)}</Table.Td>
      <Table.Td className={classes.nowrap}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="light" size="lg" aria-label={m.view} title={m.view} onClick={() => onView(enquiry)}>
            <EyeIcon />
          </ActionIcon>
          <ActionIcon
            ref={editButton}
            variant="light"
            color="teal"
            size="lg"
            aria-label={m.edit}
            title={m.edit}
            onClick={() => onEdit(enquiry.uuid)}
          >
            <PencilIcon />
          </ActionIcon>
          <EnquiryKidAction enquiry={enquiry} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The seven cells that read the same in both modes (spec §2.9 column order). */
function ReadOnlyCells({ enquiry, serialNo }: { enquiry: Enquiry; serialNo: number }) {
  return (
    <>
      <Table.Td className={classes.nowrap}>{serialNo}</Table.Td>
      <Table.Td className={classes.wrap}>{orEmpty(enquiry.nameOfEnquiry, DASH)}</Table.Td>
      <Table.Td className={classes.wrap}>{orEmpty(enquiry.nameOfKid, DASH)}</Table.Td>
      <Table.Td className={classes.nowrap}>{orEmpty(enquiry.ageOfKid, DASH)}</Table.Td>
      <Table.Td className={classes.nowrap}>{orEmpty(enquiry.phoneNumber, DASH)}</Table.Td>
      <Table.Td className={classes.email}>{orEmpty(enquiry.email, DASH)}</Table.Td>
      <Table.Td className={classes.wrap}>{orEmpty(activityText(enquiry.activity), DASH)}</Table.Td>
    </>
  );
}

function EnquiryRowEditor({ enquiry, serialNo, onDone }: { enquiry: Enquiry; serialNo: number; onDone: () => void }) {
  const [status, setStatus] = useState<string>(enquiry.status ?? "");
  const [reason, setReason] = useState<string>(statusNeedsReason(enquiry.status) ? (enquiry.reason ?? "") : "");
  const [statusError, setStatusError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const statusSelect = useRef<HTMLSelectElement>(null);
  const reasonInput = useRef<HTMLInputElement>(null);
  const mutation = useUpdateEnquiry();
  const showReason = statusNeedsReason(status);

  useEffect(() => {
    statusSelect.current?.focus();
  }, []);

  const changeStatus = (next: string) => {
    setStatus(next);
    setStatusError(undefined);
    setReasonError(undefined);
    // Spec §4 as docs/decisions/0005 reads it: any choice but lost empties the reason box.
    setReason((current) => reasonAfterStatusChange(current, next));
  };

  const save = () => {
    if (mutation.isPending) return;
    const body = { status, reason: showReason ? reason : "" };
    const result = updateEnquiryRequestSchema.safeParse(body);
    if (!result.success) {
      const statusIssue = result.error.issues.find((i) => i.path[0] === "status");
      const reasonIssue = result.error.issues.find((i) => i.path[0] === "reason");
      setStatusError(statusIssue?.message);
      setReasonError(reasonIssue?.message);
      toast.error((statusIssue ?? reasonIssue ?? result.error.issues[0]).message, TOAST_MS.enquiryError);
      (statusIssue ? statusSelect : reasonInput).current?.focus();
      return;
    }
    mutation.mutate(
      { uuid: enquiry.uuid, body: { status, reason: showReason ? reason.trim() : "" } },
      {
        onSuccess: () => {
          toast.success(m.updateSuccess, TOAST_MS.enquiryAdminSuccess);
          onDone();
        },
        // The editor stays open with what was typed, so the admin can simply try again.
        onError: (error) => toast.error(updateFailureMessage(error), TOAST_MS.enquiryError),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && !mutation.isPending) {
      event.preventDefault();
      onDone();
    } else if (event.key === "Enter" && event.currentTarget instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  };

  return (
    <Table.Tr className={classes.editing} aria-label={m.editorLabel(enquiry.nameOfKid)}>
      <ReadOnlyCells enquiry={enquiry} serialNo={serialNo} />
      <Table.Td>
        <NativeSelect
          ref={statusSelect}
          aria-label={m.fields.status}
          className={classes.statusSelect}
          value={status}
          error={statusError}
          disabled={mutation.isPending}
          onChange={(event) => changeStatus(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          data={[
            { value: "", label: m.statusPlaceholder, disabled: true },
            ...ENQUIRY_STATUSES.map((value) => ({ value, label: m.statusLabels[value] })),
          ]}
        />
      </Table.Td>
      <Table.Td>
        {showReason ? (
          <TextInput
            ref={reasonInput}
            aria-label={m.fields.reason}
            className={classes.reasonInput}
            placeholder={m.reasonPlaceholder}
            value={reason}
            maxLength={ENQUIRY_REASON_MAX}
            required
            error={reasonError}
            disabled={mutation.isPending}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setReason(value);
              if (reasonError && value.trim()) setReasonError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        ) : (
          DASH
        )}
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        {/* Stacked, so the editing row stays as narrow as the read-only one. */}
        <Stack gap={6} align="stretch">
          <Button size="xs" onClick={save} loading={mutation.isPending}>
            {m.save}
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={mutation.isPending} onKeyDown={onKeyDown}>
            {m.cancel}
          </Button>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
