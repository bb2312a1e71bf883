import { useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "./form-errors";

/**
 * State and submit flow of the small account forms (reset, confirm password): all fields are
 * required strings checked with the shared contracts schema on submit only; typing in a field
 * clears its error. `submitting` stays true after a success because the page navigates away;
 * a failure re-enables the button and keeps what was typed.
 */
export function useAccountForm<Values extends Record<string, string>>(empty: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The props that tie one input to the form (all account fields are required). */
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.currentTarget.value),
    error: errors[field],
    withAsterisk: true,
  });

  /**
   * A submit handler: ignores a second submit while one is in flight, shows the schema's field
   * errors (then `onInvalid`, for page-specific alerts), else runs `send`; `onFailure` reports
   * whatever `send` throws.
   */
  const submitWith =
    <S extends z.ZodType>(
      schema: S,
      send: (data: z.output<S>) => Promise<void>,
      onFailure: (err: unknown) => void,
      onInvalid?: (found: Partial<Record<Field, string>>) => void,
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors<Field>(parsed.error);
        setErrors(found);
        onInvalid?.(found);
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await send(parsed.data);
      } catch (err) {
        onFailure(err);
        setSubmitting(false);
      }
    };

  return { values, errors, submitting, fieldProps, submitWith };
}
