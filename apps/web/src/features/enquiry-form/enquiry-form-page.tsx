import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import {
  API,
  enquiryFormSchema,
  enquiryFormToRequest,
  messages,
  parseIndianDate,
  TOAST_MS,
  todayInIndia,
  type CreateEnquiryRequest,
} from "@app/contracts";
import { useRef, useState, type ChangeEvent, type FormEvent, type HTMLInputTypeAttribute } from "react";
import { DateField } from "../../components/form/date-field";
import { ApiError, apiFetch } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { usePageTitle } from "../public-site/public-site-utils";
import { keepFocus } from "../../components/form/keep-focus";

const m = messages.publicSite.enquiry;

type FieldName = keyof typeof enquiryFormSchema.shape;
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

interface FieldConfig {
  name: FieldName;
  label: string;
  required: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text";
  maxLength?: number;
  placeholder?: string;
  description?: string;
}

/** In reading order: this is also the keyboard order. */
const FIELDS: readonly FieldConfig[] = [
  { name: "guardianName", label: m.guardianNameLabel, required: true, autoComplete: "name", maxLength: 100 },
  { name: "kidName", label: m.kidNameLabel, required: true, autoComplete: "off", maxLength: 100 },
  { name: "dateOfBirth", label: m.dobLabel, required: true, type: "date", autoComplete: "off" },
  { name: "phone", label: m.phoneLabel, required: true, type: "tel", autoComplete: "tel-national", inputMode: "numeric" },
  { name: "pickupLocation", label: m.pickupLabel, required: true, autoComplete: "street-address", maxLength: 300 },
  { name: "dropLocation", label: m.dropLabel, required: true, autoComplete: "off", maxLength: 300 },
  { name: "email", label: m.emailLabel, required: true, type: "email", autoComplete: "email", inputMode: "email", maxLength: 254 },
  {
    name: "activity",
    label: m.activityLabel,
    required: false,
    autoComplete: "off",
    maxLength: 300,
    placeholder: m.activityPlaceholder,
    description: m.activityHint,
  },
];

const EMPTY: Values = {
  guardianName: "",
  kidName: "",
  dateOfBirth: "",
  phone: "",
  pickupLocation: "",
  dropLocation: "",
  email: "",
  activity: "",
};

/** One field checked with the shared schema's own rule for it (spec §5.5); never a copy of the rule. */
function validateField(name: FieldName, value: string): string | undefined {
  const result = enquiryFormSchema.shape[name].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The date field hands the form only real dates, so a typed impossible one ("30-02-2019") reaches it
 * as blank. What was typed says which it was: not a date, as the office forms say (docs/decisions/0245).
 */
function dobMessage(message: string | undefined, typed: string): string | undefined {
  return message === m.dobRequired && typed.trim() !== "" && parseIndianDate(typed) === null ? messages.kids.fields.dobInvalid : message;
}

/** The server's own 4xx text (rate limit, a field message, not permitted) beats the generic failure text. */
function failureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message &&
    error.message !== messages.auth.serverErrors.invalidRequest
  ) {
    return error.message;
  }
  return m.failure;
}

/** /enquiryform (spec §2.18, §5.5, §8): the public enquiry form, usable logged out. */
export function EnquiryFormPage() {
  usePageTitle(messages.publicSite.pageTitle(m.title));

  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  /** The date of birth's text as last left by the visitor (see dobMessage). */
  const typedDob = useRef("");

  const mutation = useMutation({
    mutationFn: (body: CreateEnquiryRequest) =>
      apiFetch<unknown>(API.createEnquiry, { method: "POST", body, skipAuthRedirect: true }),
    onSuccess: () => {
      toast.success(m.success, TOAST_MS.publicEnquiry);
      setValues(EMPTY);
      setErrors({});
    },
    // The form keeps what was typed so the visitor can simply try again.
    onError: (error) => toast.error(failureMessage(error), TOAST_MS.publicEnquiry),
  });

  const handleChange = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => changeValue(name, event.currentTarget.value);

  const changeValue = (name: FieldName, value: string) => {
    if (name === "dateOfBirth" && value) typedDob.current = "";
    setValues((current) => ({ ...current, [name]: value }));
    // Once a field shows an error, it follows the typing so the message goes away as soon as it is fixed.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateField(name, value) }));
  };

  const handleBlur = (name: FieldName) => () => {
    // Read before the date field tidies its box on blur: the text is still what was typed.
    if (name === "dateOfBirth") typedDob.current = inputs.current.dateOfBirth?.value ?? "";
    const message = validateField(name, values[name]);
    setErrors((current) => ({ ...current, [name]: name === "dateOfBirth" ? dobMessage(message, typedDob.current) : message }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = enquiryFormSchema.safeParse(values);
    if (!result.success) {
      // Blocked while any field has an error (decisions.md §2): show every message, focus the first.
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const name = issue.path[0] as FieldName;
        next[name] ??= issue.message;
      }
      next.dateOfBirth = dobMessage(next.dateOfBirth, typedDob.current);
      setErrors(next);
      const first = FIELDS.find((field) => next[field.name]);
      if (first) inputs.current[first.name]?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(enquiryFormToRequest(result.data));
  };

  const handleClear = () => {
    typedDob.current = "";
    setValues(EMPTY);
    setErrors({});
  };

  const today = todayInIndia();

  return (
    <Container component="article" size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="xs" mb="lg">
        <Title id="enquiry-form-title" order={1}>
          {m.title}
        </Title>
        <Text>{m.intro}</Text>
        <Text size="sm" c="gray.7">
          {m.requiredNote}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <form noValidate aria-labelledby="enquiry-form-title" onSubmit={handleSubmit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {FIELDS.map((field) =>
              field.type === "date" ? (
                <DateField
                  key={field.name}
                  size="md"
                  inputRef={(element) => {
                    inputs.current[field.name] = element;
                  }}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  max={today}
                  value={values[field.name]}
                  error={errors[field.name]}
                  onChange={(value) => changeValue(field.name, value)}
                  onBlur={handleBlur(field.name)}
                />
              ) : (
              <TextInput
                key={field.name}
                size="md"
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                name={field.name}
                label={field.label}
                required={field.required}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                description={field.description}
                value={values[field.name]}
                error={errors[field.name]}
                onChange={handleChange(field.name)}
                onBlur={handleBlur(field.name)}
              />
              ),
            )}
          </SimpleGrid>
          <Group mt="xl" gap="sm">
            <Button type="submit" size="md" loading={mutation.isPending} onMouseDown={keepFocus}>
              {m.submit}
            </Button>
            <Button type="button" size="md" variant="default" onClick={handleClear}>
              {m.clear}
            </Button>
          </Group>
        </form>
      </Paper>
    </Container>
  );
}
