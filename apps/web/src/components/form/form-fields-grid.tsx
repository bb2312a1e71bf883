import { SimpleGrid, Stack } from "@mantine/core";
import { FormField, type FieldSpec } from "./form-field";

export interface FormFieldsGridProps<Name extends string> {
  specs: readonly FieldSpec<Name>[];
  values: Partial<Record<Name, unknown>>;
  errors: Partial<Record<Name, string | undefined>>;
  /** Text kinds: store (and re-check a field already in error). */
  onChange: (name: Name, value: string | File | null) => void;
  /** Select and image kinds: store and check at once. */
  onPick: (name: Name, value: string | File | null) => void;
  onBlur: (name: Name) => void;
  disabled?: boolean;
}

/**
 * Renders field specs in reading order: text-like fields in a two-column grid (one column on
 * phones, `wide` fields across both), then the image pickers in their own grid.
 */
export function FormFieldsGrid<Name extends string>({ specs, values, errors, onChange, onPick, onBlur, disabled }: FormFieldsGridProps<Name>) {
  const render = (spec: FieldSpec<Name>) => (
    <div key={spec.name} style={spec.wide ? { gridColumn: "1 / -1" } : undefined}>
      <FormField
        spec={spec}
        value={values[spec.name]}
        error={errors[spec.name]}
        disabled={disabled}
        onChange={(value) => (spec.kind === "select" || spec.kind === "image" ? onPick : onChange)(spec.name, value)}
        onBlur={() => onBlur(spec.name)}
      />
    </div>
  );
  const fields = specs.filter((s) => s.kind !== "image");
  const images = specs.filter((s) => s.kind === "image");
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map(render)}
      </SimpleGrid>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {images.map(render)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
