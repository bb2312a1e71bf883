import {
  addStop,
  emptyRouteForm,
  emptySubRoute,
  routeFormSchema,
  subRouteFormSchema,
  type RouteFormOutput,
  type RouteType,
  type TransportRoute,
} from "@app/contracts";
import { useCallback, useRef, useState } from "react";

/** One sub-route card as its inputs hold it; `key` keeps a card's identity when another is removed. */
export interface SubRouteValues {
  key: number;
  name: string;
  distance: string;
  estimatedTime: string;
  stops: string[];
  /** The stop being typed (added on Enter, or when the input is left). */
  stopDraft: string;
}

export interface RouteValues {
  from: string;
  to: string;
  name: string;
  type: RouteType;
  distance: string;
  estimatedTime: string;
  stops: string[];
  stopDraft: string;
  description: string;
  subRoutes: SubRouteValues[];
}

export type RouteField = "from" | "to" | "name" | "type" | "distance" | "estimatedTime" | "stops" | "description";
export type SubRouteField = "name" | "distance" | "estimatedTime" | "stops";
type TextRouteField = Exclude<RouteField, "type" | "stops">;
type TextSubRouteField = Exclude<SubRouteField, "stops">;

/** Layout (and keyboard) order of the route's fields and of a sub-route card's fields. */
export const ROUTE_FIELD_ORDER: readonly RouteField[] = ["from", "to", "name", "type", "distance", "estimatedTime", "stops", "description"];
export const SUB_ROUTE_FIELD_ORDER: readonly SubRouteField[] = ["name", "distance", "estimatedTime", "stops"];

/** The input name (and error key) of a sub-route field: `sub.<card key>.<field>`. */
export const subFieldName = (key: number, field: SubRouteField) => `sub.${key}.${field}`;

export type RouteFormErrors = Partial<Record<string, string>>;

let nextKey = 1;
function subRouteValues(sub: { name: string; distance: string | number; estimatedTime: string | number; stops: readonly string[] } = emptySubRoute()): SubRouteValues {
  return {
    key: nextKey++,
    name: sub.name,
    distance: String(sub.distance),
    estimatedTime: String(sub.estimatedTime),
    stops: [...sub.stops],
    stopDraft: "",
  };
}

/** The Create Route form's start (spec §4 Routes: type Longest, one blank sub-route) or a stored route. */
export function routeToValues(route?: TransportRoute): RouteValues {
  if (!route) {
    const empty = emptyRouteForm();
    return { ...empty, stopDraft: "", subRoutes: empty.subRoutes.map((s) => subRouteValues(s)) };
  }
  return {
    from: route.from,
    to: route.to,
    name: route.name,
    type: route.type,
    distance: String(route.distance),
    estimatedTime: String(route.estimatedTime),
    stops: [...route.stops],
    stopDraft: "",
    description: route.description,
    subRoutes: route.subRoutes.map((s) => subRouteValues(s)),
  };
}

/** The schema's input (spec §7 JSON fields) from the form values. */
export function toRouteInput(values: RouteValues) {
  return {
    from: values.from,
    to: values.to,
    name: values.name,
    type: values.type,
    distance: values.distance,
    estimatedTime: values.estimatedTime,
    stops: values.stops,
    description: values.description,
    subRoutes: values.subRoutes.map(({ name, distance, estimatedTime, stops }) => ({ name, distance, estimatedTime, stops })),
  };
}

/**
 * A sub-route card left wholly blank (the form starts with one) is no sub-route: a route may have
 * none (docs/decisions/0030, 0244), so the untouched card is not sent and raises no message.
 */
export function isBlankSubRoute(sub: SubRouteValues): boolean {
  return [sub.name, sub.distance, sub.estimatedTime, sub.stopDraft].every((v) => v.trim() === "") && sub.stops.length === 0;
}

/** Pending typed stops are added (as Enter would) before a whole-form check. */
function withDraftsAdded(values: RouteValues): RouteValues {
  return {
    ...values,
    stops: addStop(values.stops, values.stopDraft),
    stopDraft: "",
    subRoutes: values.subRoutes.map((s) => ({ ...s, stops: addStop(s.stops, s.stopDraft), stopDraft: "" })),
  };
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

function checkRouteField(field: RouteField, value: unknown): string | undefined {
  return firstIssue(routeFormSchema.shape[field].safeParse(value));
}

function checkSubField(field: SubRouteField, value: unknown): string | undefined {
  return firstIssue(subRouteFormSchema.shape[field].safeParse(value));
}

/** `key` undefined: the route's own stops; otherwise the stops of that sub-route card. */
const stopsOf = (v: RouteValues, key?: number) => (key === undefined ? v : v.subRoutes.find((s) => s.key === key));

/**
 * State of the Create Route / edit form (spec §4 Routes, §5.8), checked with the shared contracts
 * schemas (never a copy of their rules): each field on blur (`routeFormSchema.shape.*`,
 * `subRouteFormSchema.shape.*` inside a sub-route card), a field already in error again as it
 * changes, and the whole form on submit (blocked on any error, first invalid field focused).
 */
export function useRouteForm(route?: TransportRoute) {
  const [values, setValuesState] = useState<RouteValues>(() => routeToValues(route));
  const [errors, setErrors] = useState<RouteFormErrors>({});
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const formRef = useRef<HTMLFormElement>(null);

  const setValues = useCallback((update: (current: RouteValues) => RouteValues) => {
    const next = update(valuesRef.current);
    valuesRef.current = next;
    setValuesState(next);
    return next;
  }, []);

  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }, []);

  const changeField = useCallback(
    (field: TextRouteField | "type", value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (errorsRef.current[field]) setError(field, checkRouteField(field, value));
    },
    [setValues, setError],
  );

  const blurField = useCallback((field: TextRouteField) => setError(field, checkRouteField(field, valuesRef.current[field])), [setError]);

  const changeSub = useCallback(
    (key: number, field: TextSubRouteField, value: string) => {
      setValues((v) => ({ ...v, subRoutes: v.subRoutes.map((s) => (s.key === key ? { ...s, [field]: value } : s)) }));
      const name = subFieldName(key, field);
      if (errorsRef.current[name]) setError(name, checkSubField(field, value));
    },
    [setValues, setError],
  );

  const blurSub = useCallback(
    (key: number, field: TextSubRouteField) => {
      const sub = valuesRef.current.subRoutes.find((s) => s.key === key);
      if (sub) setError(subFieldName(key, field), checkSubField(field, sub[field]));
    },
    [setError],
  );

  const updateStops = useCallback(
    (key: number | undefined, update: (stops: string[], draft: string) => { stops: string[]; stopDraft: string }, check: "always" | "ifShown") => {
      const next = setValues((v) => {
        if (key === undefined) return { ...v, ...update(v.stops, v.stopDraft) };
        return { ...v, subRoutes: v.subRoutes.map((s) => (s.key === key ? { ...s, ...update(s.stops, s.stopDraft) } : s)) };
      });
      const holder = stopsOf(next, key);
      if (!holder) return;
      const name = key === undefined ? "stops" : subFieldName(key, "stops");
      if (check === "always" || errorsRef.current[name]) {
        setError(name, key === undefined ? checkRouteField("stops", holder.stops) : checkSubField("stops", holder.stops));
      }
    },
    [setValues, setError],
  );

  const changeStopDraft = useCallback(
    (key: number | undefined, draft: string) => updateStops(key, (stops) => ({ stops, stopDraft: draft }), "ifShown"),
    [updateStops],
  );
  /** Enter in a stops input: the typed stop becomes a chip; an empty entry is ignored (spec §4). */
  const addTypedStop = useCallback(
    (key: number | undefined) => updateStops(key, (stops, draft) => ({ stops: addStop(stops, draft), stopDraft: "" }), "ifShown"),
    [updateStops],
  );
  const removeStop = useCallback(
    (key: number | undefined, index: number) =>
      updateStops(key, (stops, draft) => ({ stops: stops.filter((_, i) => i !== index), stopDraft: draft }), "ifShown"),
    [updateStops],
  );
  /** Leaving a stops input adds what was typed (as Enter would) and checks the list. */
  const blurStops = useCallback(
    (key: number | undefined) => updateStops(key, (stops, draft) => ({ stops: addStop(stops, draft), stopDraft: "" }), "always"),
    [updateStops],
  );

  const addSubRoute = useCallback(() => {
    const sub = subRouteValues();
    setValues((v) => ({ ...v, subRoutes: [...v.subRoutes, sub] }));
    return sub.key;
  }, [setValues]);

  const removeSubRoute = useCallback(
    (key: number) => {
      setValues((v) => ({ ...v, subRoutes: v.subRoutes.filter((s) => s.key !== key) }));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith(`sub.${key}.`))));
    },
    [setValues],
  );

  const focus = useCallback((name: string) => {
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    element?.focus();
  }, []);

  /** The submit check: every message shown, the first invalid field (in layout order) focused. */
  const validateAll = useCallback((): { success: true; data: RouteFormOutput } | { success: false } => {
    const current = setValues(withDraftsAdded);
    const sent = current.subRoutes.filter((s) => !isBlankSubRoute(s));
    const result = routeFormSchema.safeParse(toRouteInput({ ...current, subRoutes: sent }));
    if (result.success) {
      setErrors({});
      return { success: true, data: result.data };
    }
    const next: RouteFormErrors = {};
    for (const issue of result.error.issues) {
      const [first, index, field] = issue.path;
      let name: string | undefined;
      if (first === "subRoutes" && typeof index === "number" && typeof field === "string") {
        const sub = sent[index];
        if (sub) name = subFieldName(sub.key, field as SubRouteField);
      } else if (typeof first === "string") {
        name = first;
      }
      if (name && !(name in next)) next[name] = issue.message;
    }
    setErrors(next);
    const order = [
      ...ROUTE_FIELD_ORDER,
      ...current.subRoutes.flatMap((s) => SUB_ROUTE_FIELD_ORDER.map((f) => subFieldName(s.key, f))),
    ];
    const firstInvalid = order.find((name) => next[name]);
    if (firstInvalid) focus(firstInvalid);
    return { success: false };
  }, [setValues, focus]);

  return {
    values,
    errors,
    formRef,
    changeField,
    blurField,
    changeSub,
    blurSub,
    changeStopDraft,
    addTypedStop,
    removeStop,
    blurStops,
    addSubRoute,
    removeSubRoute,
    setError,
    focus,
    validateAll,
  };
}

export type RouteFormState = ReturnType<typeof useRouteForm>;
