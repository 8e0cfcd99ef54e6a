import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { DATE_PRESETS, isDatePreset, type DatePreset } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import type L from 'leaflet';
import { useCallback, useMemo, useState } from 'react';
import { RefMultiSelect } from '../detail/RefMultiSelect';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { PRESET_LABELS } from '../lists/DefinitionFilters';
import { fetchGeomap, presetInstants } from './geomap-api';
import { drawGeomap, VERDICT_COLOURS } from './geomap-layers';
import { LeafletMap } from './LeafletMap';

const PRESETS = DATE_PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] }));

function Legend() {
  const item = (colour: string, text: string) => (
    <Group gap={6} key={text}>
      <span style={{ width: 12, height: 12, borderRadius: 6, background: colour, display: 'inline-block' }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
  return (
    <Group gap="lg">
      {item(VERDICT_COLOURS.inside, 'Inside')}
      {item(VERDICT_COLOURS.outside, 'Outside (G)')}
      {item(VERDICT_COLOURS.unknown, 'No rule applied')}
    </Group>
  );
}

/**
 * Manage → Geo Map (SPEC section 2 geomap): where punches were made in a period, coloured by the
 * G verdict, over the organization's geo rules. The tile source is a device default; without
 * tiles (none set, or unreachable) the points and areas show on a plain background.
 */
export function GeomapScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const [preset, setPreset] = useState<DatePreset>('last7Days');
  const [employeeIds, setEmployeeIds] = useState<number[]>([]);
  const weekStartsOn = Number((session as unknown as { weekStartsOn?: number }).weekStartsOn ?? 1);
  const range = useMemo(() => presetInstants(preset, session.timezone, weekStartsOn), [preset, session.timezone, weekStartsOn]);
  const query = useQuery({
    queryKey: ['orgs', orgId, 'geomap', range, employeeIds],
    queryFn: () => fetchGeomap(orgId, range, employeeIds),
  });
  const data = query.data;
  const draw = useCallback(
    (map: L.Map) => {
      if (!data) return;
      const dateTime = formatWith(prefs, session.timezone).dateTime;
      return drawGeomap(map, data.results, data.supplementalData.rules, { prefs, dateTime });
    },
    [data, prefs, session.timezone],
  );
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Geo Map
      </Title>
      <Group align="flex-end">
        <Select
          label="Period"
          data={PRESETS}
          value={preset}
          allowDeselect={false}
          onChange={(v) => isDatePreset(v) && setPreset(v)}
          w={200}
        />
        <div style={{ minWidth: 280 }}>
          <RefMultiSelect label="Workers" orgId={orgId} refKind="employee" value={employeeIds} onChange={setEmployeeIds} readOnly={false} />
        </div>
        <Legend />
      </Group>
      {query.error && (
        <Alert color="red" title="The map could not load">
          {query.error.message} Try again, or choose a shorter period.
        </Alert>
      )}
      {data?.supplementalData.truncated && (
        <Alert color="yellow">Only the first {data.results.length} punches are shown: choose a shorter period or fewer workers.</Alert>
      )}
      {data && data.results.length === 0 && (
        <Text c="dimmed" size="sm">
          No punch with a location in this period. Punches from clocks that share their location appear here.
        </Text>
      )}
      {data && <LeafletMap tileUrl={data.supplementalData.tileUrl} height="calc(100vh - 260px)" onReady={draw} testId="geomap" />}
    </Stack>
  );
}
