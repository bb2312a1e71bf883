import {
  kidEditFormSchema,
  kidFormSchema,
  messages,
  parentGiven,
  TOAST_MS,
  type KidEditFormOutput,
  type KidFormOutput,
  type ExistingParent,
  type KidProfile,
} from "@app/contracts";
import { Box, Button, Group, LoadingOverlay, Stack, Text, Title } from "@mantine/core";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import { FormFieldsGrid } from "../../components/form/form-fields-grid";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { toast } from "../../lib/toast";
import { InstitutesEditor, type InstitutesEditorHandle } from "./institutes-editor";
import { KidStatusBadge } from "./kid-details";
import {
  EMPTY_KID,
  KID_FIELD_ORDER,
  kidFieldOf,
  kidToValues,
  parentsOnRecord,
  specsFor,
  toKidInput,
  type KidFieldName,
  type KidValues,
  type Spec,
} from "./kid-form-fields";
import { kidFormData, useCreateKid, useUpdateKid } from "./kids-api";
import { existingParentsOf, LinkParentsDialog } from "./link-parents-dialog";
import { keepFocus } from "../../components/form/keep-focus";

export { EMPTY_KID, KID_FIELD_ORDER, kidFieldOf, kidToValues, toKidInput, type KidFieldName, type KidValues } from "./kid-form-fields";

const k = messages.kids;
const f = k.fields;
const l = k.labels;
const ui = k.ui;
const staffUi = messages.staff.ui;

/** A server refusal that belongs to one field is also shown on that field (docs/decisions/0021). */
const SERVER_FIELD_ERRORS: Record<string, KidFieldName> = {
  [k.errors.mobileTaken("father")]: "fatherMobile",
  [k.errors.emailTaken("father")]: "fatherEmail",
  [k.errors.splitAccounts("father")]: "fatherMobile",
  [k.errors.mobileTaken("mother")]: "motherMobile",
  [k.errors.emailTaken("mother")]: "motherEmail",
  [k.errors.splitAccounts("mother")]: "motherMobile",
  [f.sameParentMobile]: "motherMobile",
  [f.sameParentEmail]: "motherEmail",
};

function FormSection({ title, children, aside, note }: { title: string; children: ReactNode; aside?: ReactNode; note?: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" c="blue.8">
          {title}
        </Title>
        {aside}
      </Group>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {children}
    </Stack>
  );
}

export interface KidFormProps {
  /** Absent: the create form (one parent or two, docs/decisions/0244). Present: the edit form of this profile. */
  profile?: KidProfile;
  /** Values the create form starts from (a won enquiry, docs/decisions/0085); the edit form ignores them. */
  initial?: Partial<KidValues>;
  /** After a successful save (the toast is already shown), with the saved profile. */
  onSaved?: (saved?: KidProfile) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/**
 * The kid create/edit form of spec §3.3, §5.6: every field checked on blur and the whole form on
 * submit with the contracts' schemas (blocked on any error, first invalid field focused); the
 * institutes as a list of cards; a loading overlay while saving; sent as the multipart body of
 * spec §7. On a failure the form keeps what was typed; on success the list reloads.
 */
export function KidForm({ profile, initial, onSaved, onCancel }: KidFormProps) {
  const edit = Boolean(profile);
  const schema = edit ? kidEditFormSchema : kidFormSchema;
  const form = useSchemaForm(schema, profile ? kidToValues(profile) : { ...EMPTY_KID, ...initial }, {
    fieldOrder: KID_FIELD_ORDER,
    toInput: toKidInput,
    fieldOf: kidFieldOf,
  });
  const institutesRef = useRef<InstitutesEditorHandle>(null);
  const create = useCreateKid();
  const update = useUpdateKid();
  const pending = create.isPending || update.isPending;
  const specs = specsFor(profile);
  // A 409 naming parents who already have accounts: asked "Link to this parent?" (docs/decisions/0223).
  const [existing, setExisting] = useState<{ parents: ExistingParent[]; message: string; link: () => void } | null>(null);

  const onServerError = (error: unknown, fallback: string) => {
    const message = apiErrorMessage(error, fallback);
    toast.error(message, TOAST_MS.kid);
    const field = SERVER_FIELD_ERRORS[message];
    if (field) {
      form.setFieldError(field, message);
      form.focusField(field);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const institutes = institutesRef.current;
    if (institutes?.hasUnsavedInstitute()) {
      // An institute half typed in its form would be lost: ask to save or cancel it first.
      const result = form.validateAll();
      form.setFieldError("institution_details", ui.finishInstitute);
      const otherErrors = result.success ? [] : Object.keys(result.errors).filter((name) => name !== "institution_details");
      if (otherErrors.length === 0) institutes.focusInstituteForm();
      return;
    }
    institutes?.closeInstituteForm();
    const result = form.validateAll();
    if (!result.success) return;
    // A parent on record stays: their section emptied is a mistake, not "no parent" (docs/decisions/0244).
    const blanked = profile ? parentsOnRecord(profile).find((who) => !parentGiven(toKidInput(form.values).parentsDetails, who)) : undefined;
    if (blanked) {
      const name = blanked === "father" ? "fatherName" : "motherName";
      form.setFieldError(name, blanked === "father" ? f.fatherNameRequired : f.motherNameRequired);
      form.focusField(name);
      return;
    }
    send(result.data as KidFormOutput | KidEditFormOutput, false);
  };

  /** Saves; a first 409 naming existing parents asks the admin, whose yes sends again with the flag. */
  const send = (data: KidFormOutput | KidEditFormOutput, link: boolean) => {
    const failed = (error: unknown, fallback: string) => {
      const parents = link ? null : existingParentsOf(error);
      if (parents) setExisting({ parents, message: apiErrorMessage(error, fallback), link: () => send(data, true) });
      else {
        setExisting(null);
        onServerError(error, fallback);
      }
    };
    const body = kidFormData(data, link);
    if (profile) {
      update.mutate(
        { uuid: profile.uuid, body },
        {
          onSuccess: () => {
            setExisting(null);
            toast.success(k.updateSuccess, TOAST_MS.kid);
            onSaved?.();
          },
          onError: (error) => failed(error, k.updateFailure),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (res) => {
          setExisting(null);
          toast.success(k.createSuccess, TOAST_MS.kid);
          onSaved?.(res?.data);
        },
        onError: (error) => failed(error, k.createFailure),
      });
    }
  };

  // The section may stay blank on create, and on edit for a parent the kid has not got (0244).
  const optionalNote = (who: "father" | "mother") => (!profile || !parentsOnRecord(profile).includes(who) ? ui.parentSectionOptional : undefined);

  const grid = (list: readonly Spec[]) => (
    <FormFieldsGrid
      specs={list}
      values={form.values}
      errors={form.errors}
      disabled={pending}
      onChange={(name, value) => form.change(name, value as never)}
      onPick={(name, value) => form.changeAndValidate(name, value as never)}
      onBlur={form.blur}
    />
  );

  return (
    <Box pos="relative">
      {/* Mounted only while asking: typing in the form's forty fields re-renders nothing more. */}
      {existing && (
        <LinkParentsDialog parents={existing.parents} message={existing.message} pending={pending} onLink={existing.link} onBack={() => setExisting(null)} />
      )}
      <LoadingOverlay visible={pending} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ "aria-label": messages.common.loading }} />
      <form ref={form.formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
        <Stack gap="xl">
          <FormSection
            title={ui.kidSection}
            aside={
              profile ? (
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {l.status}:
                  </Text>
                  <KidStatusBadge status={profile.status} />
                </Group>
              ) : undefined
            }
          >
            {grid(specs.kid)}
          </FormSection>
          <FormSection title={l.fatherDetails} note={optionalNote("father")}>
            {grid(specs.father)}
          </FormSection>
          <FormSection title={l.motherDetails} note={optionalNote("mother")}>
            {grid(specs.mother)}
          </FormSection>
          <FormSection title={l.homeAddress}>{grid(specs.address)}</FormSection>
          <InstitutesEditor
            handleRef={institutesRef}
            institutes={form.values.institution_details}
            onChange={(next) => form.change("institution_details", next)}
            error={form.errors.institution_details}
            disabled={pending}
          />
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button type="button" variant="default" onClick={onCancel} disabled={pending}>
                {staffUi.cancel}
              </Button>
            )}
            <Button type="submit" loading={pending} onMouseDown={keepFocus}>
              {edit ? k.save : k.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Box>
  );
}
