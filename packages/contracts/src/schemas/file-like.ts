// What a form holds for a picked file: no zod here, so the phone's screens can import them without the schemas (docs/decisions/0160).
/**
 * What a form holds for a picked file: a browser `File` (or anything with the same size and type).
 * The client's check of the type is only a convenience; the server decides from the bytes.
 */
export interface FileLike {
  readonly name?: string;
  readonly size: number;
  readonly type: string;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FileLike).size === "number" &&
    typeof (value as FileLike).type === "string"
  );
}
