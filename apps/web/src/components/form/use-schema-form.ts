import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
// The core's parse takes classic and mini schemas alike (the parent's forms are mini, docs/decisions/0160).
import { safeParse } from "zod/mini";
import { localize } from "../../i18n/current-language";

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type ValidateAllResult<S extends z.core.$ZodType> =
  | { success: true; data: z.core.output<S> }
  | { success: false; errors: FieldErrors<z.core.input<S>> };

export interface SchemaFormOptions<V> {
  /** Reading order of the fields: the first invalid one is focused on submit. */
  fieldOrder?: readonly (keyof V & string)[];
  /**
   * For a schema whose shape is not the flat form values (nested objects such as `parentsDetails`,
   * lists, rules across fields, a schema with a transform): builds the schema's input from the
   * values. Each field is then checked by running the whole schema and keeping the first issue that
   * `fieldOf` maps to that field, so nested and cross-field rules show on the right input too.
   */
  toInput?: (values: V) => unknown;
  /** With `toInput`: the form field that shows an issue at this path (default: the path's first key). */
  fieldOf?: (path: readonly PropertyKey[]) => (keyof V & string) | undefined;
}

/**
 * Form state checked with a shared contracts schema, never a copy of its rules:
 * - `blur(name)`: checks one field with the schema's own rule for it (spec §5.5, §5.9: "on blur");
 * - `change(name, value)`: stores the value; a field already showing an error is re-checked as the
 *   user types, so the message goes away as soon as it is fixed;
 * - `changeAndValidate(name, value)`: stores and checks at once (file pickers, selects);
 * - `validateAll()`: the whole-form check of a submit (blocked on any error), showing every
 *   message and focusing the first invalid field in `fieldOrder` (looked up by `name` in `formRef`).
 *
 * `V` is the shape of the values the inputs hold (text as strings, files as File | null).
 */
export function useSchemaForm<S extends z.core.$ZodType, V extends object>(schema: S, initialValues: V, options: SchemaFormOptions<V> = {}) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const initialRef = useRef(initialValues);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const formRef = useRef<HTMLFormElement>(null);
  const { fieldOrder, toInput, fieldOf } = options;
  // Kept in refs: callers usually pass inline functions, which must not re-create every callback.
  const toInputRef = useRef(toInput);
  toInputRef.current = toInput;
  const fieldOfRef = useRef(fieldOf);
  fieldOfRef.current = fieldOf;
  const nested = Boolean(toInput);

  /** The field an issue belongs to. */
  const issueField = useCallback((path: readonly PropertyKey[]): Name | undefined => {
    if (fieldOfRef.current) return fieldOfRef.current(path);
    const key = path[0];
    return typeof key === "string" ? (key as Name) : undefined;
  }, []);

  const checkField = useCallback(
    (name: Name, value: unknown): string | undefined => {
      if (nested && toInputRef.current) {
        const result = safeParse(schema, toInputRef.current({ ...valuesRef.current, [name]: value }));
        const message = result.success ? undefined : result.error.issues.find((issue) => issueField(issue.path) === name)?.message;
        return message && localize(message);
      }
      const shape = (schema as unknown as { shape?: Record<string, z.core.$ZodType | undefined> }).shape;
      const fieldSchema = shape?.[name];
      if (!fieldSchema) return undefined;
      const result = safeParse(fieldSchema, value);
      const message = result.success ? undefined : result.error.issues[0]?.message;
      return message && localize(message);
    },
    [schema, nested, issueField],
  );

  const setFieldError = useCallback((name: Name, message: string | undefined) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const change = useCallback(
    (name: Name, value: V[Name]) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues((current) => ({ ...current, [name]: value }));
      if (errorsRef.current[name]) setFieldError(name, checkField(name, value));
    },
    [checkField, setFieldError],
  );

  const changeAndValidate = useCallback(
    (name: Name, value: V[Name]) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues((current) => ({ ...current, [name]: value }));
      setFieldError(name, checkField(name, value));
    },
    [checkField, setFieldError],
  );

  const blur = useCallback(
    (name: Name) => setFieldError(name, checkField(name, valuesRef.current[name])),
    [checkField, setFieldError],
  );

  const focusField = useCallback((name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const validateAll = useCallback((): ValidateAllResult<S> => {
    const input = toInputRef.current ? toInputRef.current(valuesRef.current) : valuesRef.current;
    const result = safeParse(schema, input);
    if (result.success) {
      setErrors({});
      return { success: true, data: result.data as z.core.output<S> };
    }
    const next: FieldErrors<V> = {};
    for (const issue of result.error.issues) {
      const key = issueField(issue.path);
      if (key && !(key in next)) next[key] = localize(issue.message);
    }
    setErrors(next);
    const order = fieldOrder ?? (Object.keys(valuesRef.current) as Name[]);
    const first = order.find((name) => next[name]);
    if (first) focusField(first);
    return { success: false, errors: next as FieldErrors<z.core.input<S>> };
  }, [schema, fieldOrder, focusField, issueField]);

  const reset = useCallback((next: V = initialRef.current) => {
    valuesRef.current = next;
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, formRef, change, changeAndValidate, blur, validateAll, setFieldError, focusField, reset };
}
