import {
  BLOOD_GROUPS,
  GENDERS,
  KID_STATUSES,
  kidEditFormSchema,
  kidFormSchema,
  messages,
  TOAST_MS,
  todayInIndia,
  type KidEditFormOutput,
  type KidFormOutput,
  type ExistingParent,
  type KidProfile,
} from "@app/contracts";
import { Box, Button, Group, LoadingOverlay, Stack, Text, Title } from "@mantine/core";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { apiErrorMessage } from "../../components/api-error-message";
import type { FieldSpec } from "../../components/form/form-field";
import { FormFieldsGrid } from "../../components/form/form-fields-grid";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { toast } from "../../lib/toast";
import { InstitutesEditor, toInstituteValues, type InstitutesEditorHandle, type InstituteValues } from "./institutes-editor";
import { KidStatusBadge } from "./kid-details";
import { kidFormData, useCreateKid, useUpdateKid } from "./kids-api";
import { existingParentsOf, LinkParentsDialog } from "./link-parents-dialog";
import { keepFocus } from "../../components/form/keep-focus";

const k = messages.kids;
const f = k.fields;
const l = k.labels;
const ui = k.ui;
const staffUi = messages.staff.ui;

const KID_FIELDS = ["kidName", "gender", "kidsDateOfBirth", "bloodGroup", "status", "joiningDate"] as const;
const PARENT_FIELDS = [
  "fatherName",
  "fatherMobile",
  "fatherEmail",
  "fatherCompany",
  "fatherOccupation",
  "father_aadhar_no",
  "motherName",
  "motherMobile",
  "motherEmail",
  "motherCompany",
  "motherOccupation",
  "mother_aadhar_no",
] as const;
const ADDRESS_FIELDS = ["address1", "city", "state", "zipCode"] as const;
const IMAGE_FIELDS = [
  "kidsImage",
  "father_aadhar_front_image",
  "father_aadhar_back_image",
  "fatherImage",
  "mother_aadhar_front_image",
  "mother_aadhar_back_image",
  "motherImage",
] as const;

type KidTextField = (typeof KID_FIELDS)[number];
type ParentField = (typeof PARENT_FIELDS)[number];
type AddressField = (typeof ADDRESS_FIELDS)[number];
type ImageField = (typeof IMAGE_FIELDS)[number];

/** The kid form's values, flat (one per input); `toInput` nests them as the contracts' schemas expect. */
export type KidValues = Record<KidTextField | ParentField | AddressField, string> &
  Record<ImageField, File | null> & { institution_details: InstituteValues[] };
export type KidFieldName = keyof KidValues;

/** Reading order: also the keyboard order and the order in which errors are focused. */
export const KID_FIELD_ORDER: readonly KidFieldName[] = [
  ...KID_FIELDS,
  "kidsImage",
  "fatherName",
  "fatherMobile",
  "fatherEmail",
  "fatherCompany",
  "fatherOccupation",
  "father_aadhar_no",
  "father_aadhar_front_image",
  "father_aadhar_back_image",
  "fatherImage",
  "motherName",
  "motherMobile",
  "motherEmail",
  "motherCompany",
  "motherOccupation",
  "mother_aadhar_no",
  "mother_aadhar_front_image",
  "mother_aadhar_back_image",
  "motherImage",
  ...ADDRESS_FIELDS,
  "institution_details",
];

const blank = <T extends string>(names: readonly T[]) => Object.fromEntries(names.map((n) => [n, ""])) as Record<T, string>;
const noFiles = Object.fromEntries(IMAGE_FIELDS.map((n) => [n, null])) as Record<ImageField, File | null>;

export const EMPTY_KID: KidValues = {
  ...blank(KID_FIELDS),
  ...blank(PARENT_FIELDS),
  ...blank(ADDRESS_FIELDS),
  ...noFiles,
  institution_details: [],
};

/** The edit form starts from the stored profile: Aadhaar as shown (masked), no new images, every institute. */
export function kidToValues(profile: KidProfile): KidValues {
  const parents = profile.parentsDetails;
  const address = profile.home_address;
  return {
    ...EMPTY_KID,
    kidName: profile.kidName ?? "",
    gender: profile.gender ?? "",
    kidsDateOfBirth: profile.kidsDateOfBirth ?? "",
    bloodGroup: profile.bloodGroup ?? "",
    status: profile.status ?? "",
    joiningDate: profile.joiningDate ?? "",
    ...Object.fromEntries(PARENT_FIELDS.map((name) => [name, parents?.[name] ?? ""])),
    ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address?.[name] ?? ""])),
    institution_details: (profile.institution_details ?? []).map(toInstituteValues),
  };
}

/** The flat values nested as spec §3.3 / the contracts' form schemas expect them. */
export function toKidInput(values: KidValues) {
  const pick = <T extends KidTextField | ParentField | AddressField>(names: readonly T[]) =>
    Object.fromEntries(names.map((n) => [n, values[n]])) as Record<T, string>;
  return {
    ...pick(KID_FIELDS),
    ...Object.fromEntries(IMAGE_FIELDS.map((n) => [n, values[n]])),
    parentsDetails: pick(PARENT_FIELDS),
    home_address: pick(ADDRESS_FIELDS),
    institution_details: values.institution_details,
  };
}

/** The input that shows an issue of the nested schemas: parentsDetails.x and home_address.x are x; any institute issue is the list's. */
export function kidFieldOf(path: readonly PropertyKey[]): KidFieldName | undefined {
  const [head, sub] = path;
  if ((head === "parentsDetails" || head === "home_address") && typeof sub === "string") return sub as KidFieldName;
  if (head === "parentsDetails" || head === "home_address") return head === "parentsDetails" ? "fatherName" : "address1";
  return typeof head === "string" ? (head as KidFieldName) : undefined;
}

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : value }));

type Spec = FieldSpec<KidFieldName>;

function specsFor(profile: KidProfile | undefined) {
  const edit = Boolean(profile);
  const parents = profile?.parentsDetails;
  const image = (name: ImageField, current: string | null | undefined): Spec => ({
    name,
    label: l[name],
    kind: "image",
    required: !edit,
    description: edit ? messages.staff.labels.imageHintEdit : staffUi.imageHint,
    currentSrc: edit ? (current ?? null) : undefined,
  });
  const text = (name: KidTextField | ParentField | AddressField, extra: Partial<Spec> = {}): Spec => ({
    name,
    label: l[name],
    kind: "text",
    required: true,
    autoComplete: "off",
    ...extra,
  });
  const aadhaar = (name: "father_aadhar_no" | "mother_aadhar_no"): Spec =>
    text(name, {
      kind: edit ? "text" : "tel",
      required: !edit,
      description: edit ? messages.staff.labels.aadharHintEdit : staffUi.aadharHint,
      maxLength: 14,
    });
  const parent = (who: "father" | "mother"): Spec[] => {
    const p = who === "father";
    return [
      text(p ? "fatherName" : "motherName", { maxLength: 100 }),
      text(p ? "fatherMobile" : "motherMobile", { kind: "tel", maxLength: 12 }),
      text(p ? "fatherEmail" : "motherEmail", { kind: "email", maxLength: 254 }),
      text(p ? "fatherCompany" : "motherCompany", { maxLength: 200 }),
      text(p ? "fatherOccupation" : "motherOccupation", { maxLength: 200 }),
      aadhaar(p ? "father_aadhar_no" : "mother_aadhar_no"),
      image(p ? "father_aadhar_front_image" : "mother_aadhar_front_image", p ? parents?.father_aadhar_front_image : parents?.mother_aadhar_front_image),
      image(p ? "father_aadhar_back_image" : "mother_aadhar_back_image", p ? parents?.father_aadhar_back_image : parents?.mother_aadhar_back_image),
      image(p ? "fatherImage" : "motherImage", p ? parents?.fatherImage : parents?.motherImage),
    ];
  };
  const kid: Spec[] = [
    text("kidName", { maxLength: 100 }),
    text("gender", { kind: "select", options: options(GENDERS, k.genderLabels) }),
    text("kidsDateOfBirth", { kind: "date", max: todayInIndia() }),
    text("bloodGroup", { kind: "select", options: options(BLOOD_GROUPS) }),
    // Spec §4: the edit screen has no status selector; the stored status is kept and sent.
    ...(edit ? [] : [text("status", { kind: "select", options: options(KID_STATUSES, k.statusLabels) })]),
    text("joiningDate", { kind: "date" }),
    image("kidsImage", profile?.kidsImage),
  ];
  return {
    kid,
    father: parent("father"),
    mother: parent("mother"),
    address: [
      text("address1", { kind: "textarea", maxLength: 500, wide: true }),
      text("city", { maxLength: 100 }),
      text("state", { maxLength: 100 }),
      text("zipCode", { kind: "tel", maxLength: 7 }),
    ] satisfies Spec[],
  };
}

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

function FormSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" c="blue.8">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}

export interface KidFormProps {
  /** Absent: the create form (every field and image required). Present: the edit form of this profile. */
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
          <FormSection title={l.fatherDetails}>{grid(specs.father)}</FormSection>
          <FormSection title={l.motherDetails}>{grid(specs.mother)}</FormSection>
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
