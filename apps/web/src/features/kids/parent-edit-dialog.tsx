import {
  messages,
  PARENT_API,
  parentEditFormSchema,
  TOAST_MS,
  type KidProfile,
  type ParentEditForm,
  type UpdateParentResponse,
} from "@app/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import type { FieldSpec } from "../../components/form/form-field";
import { FormFieldsGrid } from "../../components/form/form-fields-grid";
import { keepFocus } from "../../components/form/keep-focus";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { ResponsiveModal } from "../../components/responsive-modal";
import { apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { kidKeys } from "./kids-api";

const pe = messages.kids.parentEdit;

type Relation = "father" | "mother";
type Values = { name: string; mobile: string; email: string; aadhaar: string };
type Name = keyof Values;

const FIELD_ORDER: readonly Name[] = ["name", "mobile", "email", "aadhaar"];

/** A server refusal that belongs to one field is also shown on it. */
const SERVER_FIELD_ERRORS: Record<string, Name> = { [pe.mobileTaken]: "mobile", [pe.emailTaken]: "email" };

export function useUpdateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: ParentEditForm }) =>
      apiFetch<UpdateParentResponse>(PARENT_API.updateParent(uuid), { method: "PUT", body }),
    // Every kid of this parent shows the change, and the accounts list of the kid view too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kidKeys.all }),
  });
}

const specs = (): FieldSpec<Name>[] => [
  { name: "name", label: pe.name, kind: "text", required: true, maxLength: 100, autoComplete: "off" },
  { name: "mobile", label: pe.mobile, kind: "tel", required: true, maxLength: 12, autoComplete: "off" },
  { name: "email", label: pe.email, kind: "email", required: true, maxLength: 254, autoComplete: "off" },
  { name: "aadhaar", label: pe.aadhaar, kind: "text", maxLength: 14, autoComplete: "off", description: pe.aadhaarHint },
];

/** The parent's current identity as the kid profile shows it (Aadhaar masked). */
function valuesOf(profile: KidProfile, relation: Relation): Values {
  const p = profile.parentsDetails;
  const f = relation === "father";
  return {
    name: (f ? p?.fatherName : p?.motherName) ?? "",
    mobile: (f ? p?.fatherMobile : p?.motherMobile) ?? "",
    email: (f ? p?.fatherEmail : p?.motherEmail) ?? "",
    aadhaar: (f ? p?.father_aadhar_no : p?.mother_aadhar_no) ?? "",
  };
}

/**
 * "Edit father's details": a parent's name, login mobile and email and Aadhaar, for every kid they
 * are linked to (PUT /api/v1/parents/{uuid}, docs/decisions/0223). The kid's own form cannot change
 * these once the parent is shared.
 */
export function ParentEditDialog({ profile, relation, onClose }: { profile: KidProfile; relation: Relation | null; onClose: () => void }) {
  const link = profile.parentLinks?.find((p) => p.relation === relation);
  return (
    <ResponsiveModal opened={relation !== null && Boolean(link)} onClose={onClose} title={relation ? pe.title(relation) : ""} size="lg" zIndex={400} closeOnClickOutside={false}>
      {relation && link && <ParentEditForm key={`${link.uuid}`} uuid={link.uuid} kidCount={link.kidCount} initial={valuesOf(profile, relation)} onDone={onClose} />}
    </ResponsiveModal>
  );
}

function ParentEditForm({ uuid, kidCount, initial, onDone }: { uuid: string; kidCount: number; initial: Values; onDone: () => void }) {
  const form = useSchemaForm(parentEditFormSchema, initial, { fieldOrder: FIELD_ORDER });
  const update = useUpdateParent();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = form.validateAll();
    if (!result.success) return;
    const { name, mobile, email, aadhaar } = result.data;
    update.mutate(
      { uuid, body: { name, mobile, email, ...(aadhaar ? { aadhaar } : {}) } },
      {
        onSuccess: (res) => {
          toast.success(res?.message ?? pe.success, TOAST_MS.kid);
          onDone();
        },
        onError: (error) => {
          const message = apiErrorMessage(error, pe.failure);
          const field = SERVER_FIELD_ERRORS[message];
          if (field) {
            form.setFieldError(field, message);
            form.focusField(field);
          }
          toast.error(message, TOAST_MS.kid);
        },
      },
    );
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-busy={update.isPending || undefined}>
      <Stack gap="md">
        <Text size="sm">{pe.sharedNote(kidCount)}</Text>
        <FormFieldsGrid
          specs={specs()}
          values={form.values}
          errors={form.errors}
          disabled={update.isPending}
          onChange={(name, value) => form.change(name, value as never)}
          onPick={(name, value) => form.changeAndValidate(name, value as never)}
          onBlur={form.blur}
        />
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onDone} disabled={update.isPending}>
            {pe.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} onMouseDown={keepFocus}>
            {pe.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The kid view's "Edit father" / "Edit mother" buttons (admins: the profile carries `parentLinks`). */
export function ParentEditButtons({ profile }: { profile: KidProfile }) {
  const [relation, setRelation] = useState<Relation | null>(null);
  const links = profile.parentLinks ?? [];
  if (!links.length) return null;
  return (
    <>
      <Group gap="sm">
        {links.map((l) => (
          <Button key={l.relation} variant="light" onClick={() => setRelation(l.relation)}>
            {pe.open(l.relation)}
          </Button>
        ))}
      </Group>
      <ParentEditDialog profile={profile} relation={relation} onClose={() => setRelation(null)} />
    </>
  );
}
