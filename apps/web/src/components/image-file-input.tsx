import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, messages } from "@app/contracts";
import { Input } from "@mantine/core";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import classes from "./image-file-input.module.css";
import { ImageWithFallback } from "./image-with-fallback";

const ui = messages.staff.ui;

/** The `accept` list of the file picker: JPG and PNG only (spec §9). */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(",");

/**
 * The client-side check of a picked image: JPG/PNG and at most 10 MB, with the catalogue messages
 * ("Only JPG and PNG files are allowed."). Only a convenience: the server decides from the bytes.
 */
export function imageFileProblem(file: File | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.uploads.onlyJpgPng;
  if (file.size > MAX_IMAGE_BYTES) return messages.uploads.tooLarge;
  return undefined;
}

/** An object URL for a picked file, revoked when the file changes or the component goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface ImageFileInputProps {
  /** Visible label; also the accessible name of the file input. */
  label: string;
  /** The form field name (used by forms to focus the first invalid field). */
  name: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The form's error for this field; when absent, the component's own type/size check is shown. */
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Edit forms: the stored image, shown until a replacement is picked. */
  currentSrc?: string | null;
  /** Preview size in pixels (square). */
  previewSize?: number;
}

/**
 * A labelled native file input for one JPG/PNG image (keyboard and screen-reader friendly as is),
 * with a preview of the picked file, the current stored image on edit forms, and the type/size
 * check of spec §5.9 shown as the field error.
 */
export function ImageFileInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  disabled,
  currentSrc,
  previewSize = 72,
}: ImageFileInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(value);
  const shownError = error ?? imageFileProblem(value);

  // A form reset (value back to null) also clears the native input.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = "";
  }, [value]);

  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={shownError}
      required={required}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        className={classes.input}
        disabled={disabled}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {(previewUrl || currentSrc !== undefined) && (
        <div className={classes.previews}>
          {currentSrc !== undefined && (
            <figure className={classes.preview}>
              <ImageWithFallback src={currentSrc} alt={`${ui.currentImage}: ${label}`} w={previewSize} h={previewSize} radius="sm" />
              <figcaption>{ui.currentImage}</figcaption>
            </figure>
          )}
          {previewUrl && (
            <figure className={classes.preview}>
              <ImageWithFallback src={previewUrl} alt={ui.previewAlt(label)} w={previewSize} h={previewSize} radius="sm" loading="eager" />
              {currentSrc !== undefined && <figcaption>{ui.newImage}</figcaption>}
            </figure>
          )}
        </div>
      )}
    </Input.Wrapper>
  );
}
