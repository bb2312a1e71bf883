import { courseDurationLabel, institutionSchema, MAX_INSTITUTES, messages, type Institution, type InstitutionDetails } from "@app/contracts";
import { ActionIcon, Button, CloseButton, Fieldset, Group, Input, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { FormField, type FieldSpec } from "../../components/form/form-field";
import { PencilIcon, PlusIcon } from "../../components/icons";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { InstituteCard, type InstituteShape } from "./kid-details";
import { TimeField } from "../../components/form/time-field";
import { keepFocus } from "../../components/form/keep-focus";

const k = messages.kids;
const l = k.labels;
const ui = k.ui;

/** One institute as the form holds it: text as typed, session times in the wire format "HH:mm". */
export type InstituteValues = InstituteShape;
type InstituteField = keyof InstituteValues;

export const EMPTY_INSTITUTE: InstituteValues = {
  name: "",
  coach_name: "",
  phone_no: "",
  email: "",
  course_name: "",
  courseId: "",
  course_start_time: "",
  course_end_time: "",
  inst_address: "",
};

/** Reading order of the institute form (also the order in which its errors are focused). */
const INSTITUTE_FIELD_ORDER: readonly InstituteField[] = [
  "name",
  "coach_name",
  "phone_no",
  "email",
  "course_name",
  "courseId",
  "course_start_time",
  "course_end_time",
  "inst_address",
];

const TEXT_SPECS: Record<Exclude<InstituteField, "course_start_time" | "course_end_time">, FieldSpec<InstituteField>> = {
  name: { name: "name", label: l.name, kind: "text", required: true, autoComplete: "off", maxLength: 200 },
  coach_name: { name: "coach_name", label: l.coach_name, kind: "text", required: true, autoComplete: "off", maxLength: 100 },
  phone_no: { name: "phone_no", label: l.phone_no, kind: "tel", required: true, autoComplete: "off", maxLength: 12 },
  email: { name: "email", label: l.email, kind: "email", required: true, autoComplete: "off", maxLength: 254 },
  course_name: { name: "course_name", label: l.course_name, kind: "text", required: true, autoComplete: "off", maxLength: 200 },
  courseId: { name: "courseId", label: l.courseId, kind: "text", required: true, autoComplete: "off", maxLength: 50 },
  inst_address: { name: "inst_address", label: l.inst_address, kind: "textarea", required: true, autoComplete: "off", maxLength: 500 },
};

/** A stored institute (or the institute schema's output) as form values: the derived duration is left out. */
export function toInstituteValues(institute: InstitutionDetails | Institution | InstituteValues): InstituteValues {
  return {
    name: String(institute.name ?? ""),
    coach_name: String(institute.coach_name ?? ""),
    phone_no: String(institute.phone_no ?? ""),
    email: String(institute.email ?? ""),
    course_name: String(institute.course_name ?? ""),
    courseId: String(institute.courseId ?? ""),
    course_start_time: String(institute.course_start_time ?? ""),
    course_end_time: String(institute.course_end_time ?? ""),
    inst_address: String(institute.inst_address ?? ""),
  };
}

/**
 * For a save button below fields checked on blur: pressing the mouse would blur the field, whose
 * new error message pushes the button down before the mouse is released, and the click would be
 * lost. Keeping the focus where it is until the click avoids that (keyboards are unaffected).
 */

interface InstituteFormHandle {
  isDirty: () => boolean;
  focus: () => void;
}

/**
 * The "add institute" sub-form (spec §5.6): every field checked on blur and on save with the
 * contracts' institute schema; the Course Duration is read-only and derived live from the two
 * session times by the contracts' course-time functions. Not a <form> of its own (forms do not
 * nest): Enter in one of its inputs saves the institute instead of submitting the kid form.
 */
function InstituteForm({
  initial,
  legend,
  onSave,
  onCancel,
  disabled,
  handleRef,
}: {
  initial: InstituteValues;
  legend: string;
  onSave: (values: InstituteValues) => void;
  onCancel: () => void;
  disabled?: boolean;
  handleRef: Ref<InstituteFormHandle>;
}) {
  const form = useSchemaForm(institutionSchema, initial, { fieldOrder: INSTITUTE_FIELD_ORDER, toInput: (v) => v });
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const initialRef = useRef(initial);

  const focusFirst = () => rootRef.current?.querySelector<HTMLElement>("input, textarea, select")?.focus();
  useEffect(() => {
    focusFirst();
  }, []);

  useImperativeHandle(
    handleRef,
    () => ({
      isDirty: () => INSTITUTE_FIELD_ORDER.some((name) => form.values[name].trim() !== initialRef.current[name].trim()),
      focus: focusFirst,
    }),
    [form.values],
  );

  const save = () => {
    const checked = form.validateAll();
    if (!checked.success) {
      // The sub-form is not a <form>: look its first invalid field up inside this fieldset.
      const first = INSTITUTE_FIELD_ORDER.find((name) => checked.errors[name]);
      if (first) rootRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSave(toInstituteValues(checked.data));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  };

  const text = (name: keyof typeof TEXT_SPECS) => (
    <FormField
      spec={TEXT_SPECS[name]}
      value={form.values[name]}
      error={form.errors[name]}
      disabled={disabled}
      onChange={(value) => form.change(name, String(value ?? ""))}
      onBlur={() => form.blur(name)}
    />
  );
  // One 12-hour time field, the capture's (docs/decisions/0071, 0244): hours, minutes and AM/PM boxes
  // drawn by the app, "HH:mm" on the wire. A time still being typed is "" and is checked on save.
  const time = (name: "course_start_time" | "course_end_time") => (
    <TimeField
      name={name}
      label={l[name]}
      required
      value={form.values[name]}
      error={form.errors[name]}
      description={ui.timeHint}
      disabled={disabled}
      minutesStep={15}
      minutesLabel={ui.minutesOf(l[name])}
      amPmLabel={ui.meridiemOf(l[name])}
      onChange={(value) => form.change(name, value)}
    />
  );

  return (
    <Fieldset
      ref={rootRef}
      legend={
        <Text component="span" fw={700} size="sm" px={4}>
          {legend}
        </Text>
      }
      radius="md"
      onKeyDown={onKeyDown}
      disabled={disabled}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {text("name")}
          {text("coach_name")}
          {text("phone_no")}
          {text("email")}
          {text("course_name")}
          {text("courseId")}
          {time("course_start_time")}
          {time("course_end_time")}
          <TextInput
            label={l.course_duration}
            description={ui.durationHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={courseDurationLabel(form.values.course_start_time, form.values.course_end_time)}
            readOnly
            variant="filled"
            aria-live="polite"
          />
          <div style={{ gridColumn: "1 / -1" }}>{text("inst_address")}</div>
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onCancel}>
            {ui.cancelInstitute}
          </Button>
          <Button type="button" onMouseDown={keepFocus} onClick={save}>
            {ui.saveInstitute}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export interface InstitutesEditorHandle {
  /** True while the institute form is open with something typed in it. */
  hasUnsavedInstitute: () => boolean;
  focusInstituteForm: () => void;
  /** Closes an open institute form (used when it is blank at submit). */
  closeInstituteForm: () => void;
}

export interface InstitutesEditorProps {
  institutes: readonly InstituteValues[];
  onChange: (next: InstituteValues[]) => void;
  /** The kid form's error for the list ("Please add at least one institute."). */
  error?: string;
  disabled?: boolean;
  handleRef?: Ref<InstitutesEditorHandle>;
}

/**
 * Institution Details of the kid forms (spec §4, §5.6; decisions.md §2): the institutes as cards,
 * each with an edit pencil and a remove cross; "Add Institute" opens the institute form, and saving
 * it appends a card and closes the form. The edit form uses the same list, so every institute
 * (not only the first) can be changed, added or removed. The whole section is a fieldset named
 * `institution_details`, which the kid form focuses when the list is in error.
 */
export function InstitutesEditor({ institutes, onChange, error, disabled, handleRef }: InstitutesEditorProps) {
  /** null: closed; "new": adding; a number: editing that card. */
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formHandle = useRef<InstituteFormHandle>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const errorId = "institution_details-error";

  useEffect(() => {
    if (returnFocus && editing === null) {
      addRef.current?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  useImperativeHandle(
    handleRef,
    () => ({
      hasUnsavedInstitute: () => editing !== null && (formHandle.current?.isDirty() ?? false),
      focusInstituteForm: () => formHandle.current?.focus(),
      closeInstituteForm: () => setEditing(null),
    }),
    [editing],
  );

  const open = (target: number | "new") => {
    setFormKey((n) => n + 1);
    setEditing(target);
  };
  const close = () => {
    setEditing(null);
    setReturnFocus(true);
  };
  const save = (values: InstituteValues) => {
    if (editing === "new") onChange([...institutes, values]);
    else if (typeof editing === "number") onChange(institutes.map((item, i) => (i === editing ? values : item)));
    close();
  };
  const remove = (index: number) => {
    onChange(institutes.filter((_, i) => i !== index));
    setReturnFocus(true);
  };

  const busy = disabled || editing !== null;
  const full = institutes.length >= MAX_INSTITUTES;

  return (
    <Fieldset
      name="institution_details"
      tabIndex={-1}
      legend={
        <Title order={3} size="h5" c="blue.8">
          {l.institutes}
        </Title>
      }
      variant="unstyled"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      style={{ outline: "none" }}
    >
      <Stack gap="sm">
        {institutes.length === 0 && editing !== "new" && (
          <Text c="dimmed" size="sm">
            {ui.noInstitutesYet}
          </Text>
        )}
        {institutes.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" m={0} p={0} aria-label={l.institutes}>
            {institutes.map((institute, index) =>
              editing === index ? (
                <li key={`edit-${formKey}`} style={{ listStyle: "none", gridColumn: "1 / -1" }}>
                  <InstituteForm
                    key={formKey}
                    handleRef={formHandle}
                    initial={institute}
                    legend={ui.instituteFormEditLegend(index + 1)}
                    onSave={save}
                    onCancel={close}
                    disabled={disabled}
                  />
                </li>
              ) : (
                <InstituteCard
                  key={`${index}-${institute.name}-${institute.courseId}`}
                  institute={institute}
                  actions={
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="teal"
                        size="lg"
                        aria-label={ui.editInstitute(institute.name)}
                        title={ui.editInstitute(institute.name)}
                        disabled={busy}
                        onClick={() => open(index)}
                      >
                        <PencilIcon />
                      </ActionIcon>
                      <CloseButton
                        size="lg"
                        aria-label={ui.removeInstitute(institute.name)}
                        title={ui.removeInstitute(institute.name)}
                        disabled={busy}
                        onClick={() => remove(index)}
                      />
                    </Group>
                  }
                />
              ),
            )}
          </SimpleGrid>
        )}
        {editing === "new" && (
          <InstituteForm
            key={formKey}
            handleRef={formHandle}
            initial={EMPTY_INSTITUTE}
            legend={ui.instituteFormLegend}
            onSave={save}
            onCancel={close}
            disabled={disabled}
          />
        )}
        {editing === null && (
          <Group>
            <Button ref={addRef} type="button" variant="light" leftSection={<PlusIcon />} disabled={disabled || full} onClick={() => open("new")}>
              {l.addInstitute}
            </Button>
            {full && (
              <Text size="sm" c="dimmed">
                {k.fields.institutesTooMany}
              </Text>
            )}
          </Group>
        )}
        {error && <Input.Error id={errorId}>{error}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}
