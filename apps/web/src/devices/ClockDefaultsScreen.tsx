import { MultiSelect, SimpleGrid } from '@mantine/core';
import { clockDefaultsSettings as def, IDENTIFICATION_METHOD_LABELS, IDENTIFICATION_METHODS, type Fields } from '@punchline/contracts';
import { getRoute } from '@punchline/domain';
import { FieldInput } from '../detail/FieldInput';
import { SettingsScreen, type SettingsBodyProps } from '../settings/SettingsScreen';

const ROUTE = 'org.settings.devices.defaults';
const METHOD_OPTIONS = IDENTIFICATION_METHODS.map((m) => ({ value: m, label: IDENTIFICATION_METHOD_LABELS[m] }));
const HINTS: Record<string, string> = {
  identificationMethods: 'How workers identify at a clock, unless a device chooses its own.',
  faceMatchThreshold: 'From 0.5 to 0.99: higher refuses more look-alikes, and more poor photos.',
  offlinePunchingAllowed: 'Clocks keep punches made without network and send them later, with their real time (O flag).',
  offlinePunchMaxDays:
    'A punch whose clock time is older than this when it arrives is refused (the clock shows why; Clock Logs keep it). Never older than the first open pay period.',
  personalClocksAllowed: 'A device may belong to one worker (Settings → Devices → Worker): their own phone, punching without a PIN.',
  mapTileUrl: 'The map tiles of the geo map and geo rules, with {z}, {x} and {y}. Empty: a plain background.',
};

function ClockDefaultsBody({ orgId, form, readOnly }: SettingsBodyProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {Object.entries(def.fields as Fields).map(([name, field]) =>
        name === 'identificationMethods' ? (
          <MultiSelect
            key={name}
            label={field.label}
            description={HINTS[name]}
            data={METHOD_OPTIONS}
            value={(form.values[name] as string[] | null) ?? []}
            error={form.shownErrors[name]?.[0]}
            readOnly={readOnly}
            onChange={(v) => form.setValue(name, v)}
          />
        ) : (
          <FieldInput
            key={name}
            name={name}
            field={field}
            value={form.values[name]}
            error={form.shownErrors[name]?.[0]}
            readOnly={readOnly}
            orgId={orgId}
            description={HINTS[name]}
            onChange={(v) => form.setValue(name, v)}
          />
        ),
      )}
    </SimpleGrid>
  );
}

/** Settings → Devices → Defaults (`clocks/defaults`): identification methods chosen among the four. */
export function ClockDefaultsScreen() {
  return <SettingsScreen def={def} body={ClockDefaultsBody} title={getRoute(ROUTE).title ?? getRoute(ROUTE).label} />;
}
