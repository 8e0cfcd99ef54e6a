import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { costingDefaultsSettings as def, type Fields } from '@punchline/contracts';
import { getRoute } from '@punchline/domain';
import { FieldInput } from '../detail/FieldInput';
import { SettingsScreen, type SettingsBodyProps } from '../settings/SettingsScreen';
import { TrySelectionPanel } from './TrySelectionPanel';

const HINTS: Record<string, string> = {
  costingMode: 'Enhanced adds job categories, job phases, cost codes and partial costing.',
  jobRequired: 'Every punch must name a job.',
  canRestrictJobAccessByUser: 'Jobs may name the workers, labels, org units, departments or custom field values that may use them.',
  requireJobAccess: 'A job that names no one is then closed to everyone, not open to all.',
};

function CostingDefaultsBody({ orgId, form, readOnly }: SettingsBodyProps) {
  const restricting = form.values.canRestrictJobAccessByUser === true;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {Object.entries(def.fields as Fields).map(([name, field]) => (
          <FieldInput
            key={name}
            name={name}
            field={field}
            value={form.values[name]}
            error={form.shownErrors[name]?.[0]}
            // Requiring job access means nothing until access may be restricted by user (a stored
            // 'on' can still be switched off).
            readOnly={readOnly || (name === 'requireJobAccess' && !restricting && form.values[name] !== true)}
            orgId={orgId}
            description={HINTS[name]}
            onChange={(v) => form.setValue(name, v)}
          />
        ))}
      </SimpleGrid>
      <Divider />
      <TrySelectionPanel orgId={orgId} values={form.values} dirty={form.dirty} />
    </Stack>
  );
}

/** Settings → Costing → Defaults (`costing/defaults`): the settings and a live "Try a selection" panel. */
export function CostingDefaultsScreen() {
  const route = getRoute('org.settings.costing.defaults');
  return <SettingsScreen def={def} body={CostingDefaultsBody} title={route.title ?? route.label} />;
}
