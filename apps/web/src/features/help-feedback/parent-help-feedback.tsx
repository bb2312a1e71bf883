import { createFeedbackSchema, createHelpRequestSchema, HELP_FEEDBACK_LIMITS, messages } from "@app/contracts";
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMemo } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { toast } from "../../lib/toast";
import { useAuth, useSessionStore } from "../session/session-context";
import { useCreateFeedback, useCreateHelp } from "./help-feedback-api";

const h = messages.helpFeedback.help;
const fb = messages.helpFeedback.feedback;
/** The parent types only the reason; the kid is the session's active kid. */
const helpReasonSchema = createHelpRequestSchema.pick({ reason: true });

/** The parent's active kid (the session's choice, else the first linked kid). */
function useActiveKid() {
  const auth = useAuth();
  const kids = auth.user?.kids ?? [];
  const uuid = auth.kid?.uuid ?? auth.user?.kidUuid ?? kids[0]?.uuid ?? null;
  const kidName = kids.find((k) => k.uuid === uuid)?.kidName ?? auth.kid?.kidName ?? auth.user?.kidName ?? "";
  return { uuid, kidName, kids };
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
          <SegmentedControl
            aria-label={messages.common.nav.switchKid}
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
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={640}>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const result = form.validateAll();
              if (!result.success) return;
              const body = createHelpRequestSchema.parse({ kidUuid: uuid, reason: result.data.reason });
              create.mutate(body, {
                onSuccess: (response) => {
                  toast.success(response?.message || h.created);
                  form.reset();
                },
                onError: (error) => toast.error(apiErrorMessage(error, h.failed)),
              });
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{h.intro(kidName)}</Text>
              <Textarea
                name="reason"
                label={h.reasonLabel}
                placeholder={h.reasonPlaceholder}
                required
                autosize
                minRows={4}
                maxRows={10}
                maxLength={HELP_FEEDBACK_LIMITS.reasonMax}
                value={form.values.reason}
                error={form.errors.reason}
                onChange={(e) => form.change("reason", e.currentTarget.value)}
                onBlur={() => form.blur("reason")}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={create.isPending}>
                  {h.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
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
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={640}>
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = form.validateAll();
            if (!result.success) return;
            create.mutate(result.data, {
              onSuccess: (response) => {
                toast.success(response?.message || fb.created);
                form.reset();
              },
              onError: (error) => toast.error(apiErrorMessage(error, fb.failed)),
            });
          }}
        >
          <Stack gap="sm">
            <Textarea
              name="feedback"
              label={fb.feedbackLabel}
              placeholder={fb.feedbackPlaceholder}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={HELP_FEEDBACK_LIMITS.feedbackMax}
              value={form.values.feedback}
              error={form.errors.feedback}
              onChange={(e) => form.change("feedback", e.currentTarget.value)}
              onBlur={() => form.blur("feedback")}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {fb.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
