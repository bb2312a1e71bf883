import { messages } from "@app/contracts";
import { Pill, Stack, TextInput } from "@mantine/core";
import { useRef, type KeyboardEvent } from "react";

const ui = messages.routes.transport.ui;

export interface StopsInputProps {
  /** Input name (also the error key the form focuses). */
  name: string;
  label: string;
  stops: readonly string[];
  draft: string;
  error?: string;
  disabled?: boolean;
  onDraftChange: (draft: string) => void;
  /** Enter: add the typed stop (an empty entry is ignored by the form). */
  onAdd: () => void;
  onRemove: (index: number) => void;
  onBlur: () => void;
}

/**
 * Stops as chips (spec §4 Routes): type a stop and press Enter to add it; empty entries are
 * ignored; each chip has its own labelled remove button. Enter never submits the surrounding form.
 */
export function StopsInput({ name, label, stops, draft, error, disabled, onDraftChange, onAdd, onRemove, onBlur }: StopsInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onAdd();
    }
  };
  return (
    <Stack gap={6}>
      <TextInput
        ref={inputRef}
        name={name}
        label={label}
        required
        description={ui.stopsHint}
        inputWrapperOrder={["label", "input", "description", "error"]}
        value={draft}
        error={error}
        disabled={disabled}
        autoComplete="off"
        maxLength={100}
        enterKeyHint="enter"
        onChange={(event) => onDraftChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {stops.length > 0 && (
        <Pill.Group role="list" aria-label={ui.stopsListLabel(label)}>
          {stops.map((stop, index) => (
            <Pill
              // Stops may repeat (a loop passes a stop twice): the position is part of the key.
              key={`${index}-${stop}`}
              role="listitem"
              size="md"
              withRemoveButton={!disabled}
              onRemove={() => {
                onRemove(index);
                // The button goes away with its chip: keep the keyboard focus in the stops input.
                inputRef.current?.focus();
              }}
              removeButtonProps={{ "aria-label": ui.removeStop(stop), "aria-hidden": false, tabIndex: 0, title: ui.removeStop(stop) }}
            >
              {stop}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
