import { Box, SimpleGrid } from '@mantine/core';
import { shownFor, type FieldDef, type Fields } from '@punchline/contracts';
import { FieldInput } from './FieldInput';
import type { RecordForm } from './use-record-form';

type Props = { fields: Fields; form: RecordForm; readOnly: boolean; canSeeSensitive: boolean; orgId: number };

const shown = (field: FieldDef, values: Record<string, unknown>) => shownFor(field, values);

/** Every field of a definition as a form input, in definition order (generated, no per-screen code). */
export function RecordFields({ fields, form, readOnly, canSeeSensitive, orgId }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {Object.entries(fields)
        .filter(([, field]) => shown(field, form.values) && (canSeeSensitive || !field.sensitive))
        .map(([name, field]) => (
          // A multi-line field takes the whole row of the two-column grid.
          <Box key={name} style={field.multiline ? { gridColumn: '1 / -1' } : undefined}>
            <FieldInput
              name={name}
              field={field}
              value={form.values[name]}
              error={form.shownErrors[name]?.[0]}
              readOnly={readOnly}
              orgId={orgId}
              onChange={(value) => form.setValue(name, value)}
            />
          </Box>
        ))}
    </SimpleGrid>
  );
}
