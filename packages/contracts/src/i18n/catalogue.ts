/**
 * A translated catalogue has exactly the English catalogue's shape: every text a string, every
 * parametrised entry a function with the same parameters. A key missing in Telugu or Hindi, or a
 * key English does not have, is a compile error in that language's file (docs/decisions/0070).
 */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Catalogue<T[K]>;
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** A deep copy of a catalogue (functions shared, objects and arrays new). */
export function cloneCatalogue<T>(source: T): T {
  if (Array.isArray(source)) return source.map((item) => cloneCatalogue(item)) as T;
  if (!isNode(source)) return source;
  const copy: Node = {};
  for (const [key, value] of Object.entries(source)) copy[key] = cloneCatalogue(value);
  return copy as T;
}

/**
 * Writes every leaf of `source` into `target` in place. Code keeps `messages.<area>.<key>` (and
 * module-level captures of `messages.<area>`) and simply reads the new texts.
 */
export function applyCatalogue(target: object, source: object): void {
  const into = target as Node;
  for (const [key, value] of Object.entries(source as Node)) {
    const current = into[key];
    if (isNode(value) && isNode(current)) applyCatalogue(current, value);
    else into[key] = value;
  }
}

/** Every leaf of a catalogue as [dotted path, value]; array items are indexed ("why.0"). */
export function catalogueLeaves(source: unknown, prefix = ""): [string, unknown][] {
  if (!isNode(source)) return [[prefix, source]];
  return Object.entries(source).flatMap(([key, value]) => catalogueLeaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The value at a dotted path, or undefined. */
export function catalogueAt(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split(".")) {
    if (!isNode(node)) return undefined;
    node = node[key];
  }
  return node;
}
