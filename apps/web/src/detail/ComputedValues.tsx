import { SimpleGrid, TextInput } from '@mantine/core';
import type { ComputedDef } from '@punchline/contracts';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { formatCell, refKinds } from '../lists/cell-format';
import { useRefNames } from '../lists/ref-options';

type Props = { computed: Record<string, ComputedDef>; values: Record<string, unknown>; orgId: number };

/** The server's computed columns of the record, read-only, formatted as the list shows them. */
export function ComputedValues({ computed, values, orgId }: Props) {
  const prefs = useFormats();
  const { timezone } = useOrgSession();
  const refName = useRefNames(orgId, refKinds(computed, Object.keys(computed)));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" data-testid="computed-values">
      {Object.entries(computed).map(([name, c]) => (
        <TextInput
          key={name}
          label={c.label}
          readOnly
          variant="filled"
          value={formatCell(c, values[name], { prefs, timeZone: timezone, refName })}
        />
      ))}
    </SimpleGrid>
  );
}
