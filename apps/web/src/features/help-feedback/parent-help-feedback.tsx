import { createFeedbackSchema, createHelpRequestSchema, HELP_FEEDBACK_LIMITS, messages } from "@app/contracts";
import { Alert, Button, Group, InputBase, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo, type CSSProperties, type ReactNode, type Ref } from "react";
import { pick } from "zod/mini";
import { ChoiceSwitch } from "../../components/choice-switch";
import { apiErrorMessage } from "../../components/api-error-message";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { toast } from "../../lib/toast";
import { useAuth, useSessionStore } from "../session/session-context";
import { useCreateFeedback, useCreateHelp } from "./help-feedback-api";

const h = messages.helpFeedback.help;
const fb = messages.helpFeedback.feedback;
/** The parent types only the reason; the kid is the session's active kid. */
/**
 * The reason and feedback boxes grow with the text, 4 to about 10 lines, by CSS (`field-sizing`; a
 * browser without it shows 4 lines and scrolls): Mantine's autosizing Textarea would put
 * react-textarea-autosize on the parent's first download (docs/decisions/0161).
 */
const GROWING_TEXTAREA = { fieldSizing: "content", minHeight: "6.5rem", maxHeight: "15rem" } as CSSProperties;
const helpReasonSchema = pick(createHelpRequestSchema, { reason: true });

/** The parent's active kid (the session's choice, else the first linked kid). */
function useActiveKid() {
  const auth = useAuth();
  const kids = auth.user?.kids ?? [];
  const uuid = auth.kid?.uuid ?? auth.user?.kidUuid ?? kids[0]?.uuid ?? null;
  const kidName = kids.find((k) => k.uuid === uuid)?.kidName ?? auth.kid?.kidName ?? auth.user?.kidName ?? "";
  return { uuid, kidName, kids };
}

/**
 * The mutation callbacks shared by both parent forms: the server's confirmation (or the catalogue
 * text) as a toast and an emptied form, or the failure as a toast with what was typed kept.
 */
function sendCallbacks(created: string, failed: string, reset: () => void) {
  return {
    onSuccess: (response: { message?: string } | undefined) => {
      toast.success(response?.message || created);
      reset();
    },
    onError: (error: unknown) => toast.error(apiErrorMessage(error, failed)),
  };
}

interface ParentMessageFormProps<Field extends string> {
  form: {
    formRef: Ref<HTMLFormElement>;
    values: Record<Field, string>;
    errors: Partial<Record<Field, string>>;
    change: (name: Field, value: string) => void;
    blur: (name: Field) => void;
    validateAll: () => { success: true; data: Record<Field, string> } | { success: false };
  };
  field: Field;
  label: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  pending: boolean;
  /** Called with the checked values once the whole form is valid. */
  onValid: (data: Record<Field, string>) => void;
  /** Shown above the text box. */
  intro?: ReactNode;
}

/** One required free-text box and a submit button in a card: the body of the help and feedback forms. */
function ParentMessageForm<Field extends string>({
  form,
  field,
  label,
  placeholder,
  maxLength,
  submitLabel,
  pending,
  onValid,
  intro,
}: ParentMessageFormProps<Field>) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={640}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const result = form.validateAll();
          if (!result.success) return;
          onValid(result.data);
        }}
      >
        <Stack gap="sm">
          {intro}
          <InputBase
            component="textarea"
            multiline
            name={field}
            label={label}
            placeholder={placeholder}
            required
            rows={4}
            styles={{ input: GROWING_TEXTAREA }}
            maxLength={maxLength}
            value={form.values[field]}
            error={form.errors[field]}
            onChange={(e) => form.change(field, e.currentTarget.value)}
            onBlur={() => form.blur(field)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /parent-dashboard/help (decisions.md §3, docs/decisions/0043): the parent asks for help for the
 * ACTIVE kid → POST /api/help/create `{ kidUuid, reason }`; the admin sees it under Helps Details.
 */
export function ParentHelpScreen() {
  const store = useSessionStore();
  const { uuid, kidName, kids } = useActiveKid();
  const initial = useMemo(() => ({ reason: "" }), []);
  const form = useSchemaForm(helpReasonSchema, initial, { fieldOrder: ["reason"] });
  const create = useCreateHelp();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {h.formTitle}
        </Title>
        {kids.length > 1 && uuid && (
          <ChoiceSwitch
            label={messages.common.nav.switchKid}
            value={uuid}
            onChange={(value) => store.setActiveKid(value)}
            data={kids.map((kid) => ({ value: kid.uuid, label: kid.kidName }))}
          />
        )}
      </Group>
      {!uuid ? (
        <Alert color="blue" variant="light">
          {h.noKid}
        </Alert>
      ) : (
        <ParentMessageForm
          form={form}
          field="reason"
          label={h.reasonLabel}
          placeholder={h.reasonPlaceholder}
          maxLength={HELP_FEEDBACK_LIMITS.reasonMax}
          submitLabel={h.submit}
          pending={create.isPending}
          intro={<Text size="sm">{h.intro(kidName)}</Text>}
          onValid={(data) => {
            const body = createHelpRequestSchema.parse({ kidUuid: uuid, reason: data.reason });
            create.mutate(body, sendCallbacks(h.created, h.failed, () => form.reset()));
          }}
        />
      )}
    </Stack>
  );
}

/** /parent-dashboard/feedback: the parent's feedback → POST /api/feedback/create `{ feedback }`. */
export function ParentFeedbackScreen() {
  const initial = useMemo(() => ({ feedback: "" }), []);
  const form = useSchemaForm(createFeedbackSchema, initial, { fieldOrder: ["feedback"] });
  const create = useCreateFeedback();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {fb.formTitle}
      </Title>
      <ParentMessageForm
        form={form}
        field="feedback"
        label={fb.feedbackLabel}
        placeholder={fb.feedbackPlaceholder}
        maxLength={HELP_FEEDBACK_LIMITS.feedbackMax}
        submitLabel={fb.submit}
        pending={create.isPending}
        onValid={(data) => create.mutate(data, sendCallbacks(fb.created, fb.failed, () => form.reset()))}
      />
    </Stack>
  );
}
