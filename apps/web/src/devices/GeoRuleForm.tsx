import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { clockDefaultsSettings, geoPointText, parseGeoPoint } from '@punchline/contracts';
import { formatDistance } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { api } from '../api/http';
import { FieldInput } from '../detail/FieldInput';
import { settingsKey } from '../formats/use-formats';
import { useFormats } from '../formats/use-formats';
import type { RecordFormProps } from '../lists/screen-config';

// Leaflet comes with the map, only when a geo rule is opened.
const GeoRuleMap = lazy(() => import('../geomap/GeoRuleMap'));

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** A geo rule: its fields, and a map where a click sets the circle's centre or adds a polygon point. */
export function GeoRuleForm({ def, orgId, form, readOnly }: RecordFormProps) {
  const prefs = useFormats();
  const defaults = useQuery({
    queryKey: settingsKey(orgId, clockDefaultsSettings.path),
    queryFn: async () => (await api<{ result: Record<string, unknown> }>(`orgs/${orgId}/${clockDefaultsSettings.path}`)).result,
    staleTime: 5 * 60_000,
  });
  const shape = form.values.shape === 'polygon' ? 'polygon' : 'circle';
  const points = useMemo(() => ((form.values.polygonPoints as string[] | null) ?? []).map(parseGeoPoint), [form.values.polygonPoints]);
  const polygon = points.filter((p): p is [number, number] => p !== null);
  const radius = num(form.values.radiusM);
  const { setValue } = form;
  const pick = useCallback(
    (lat: number, lng: number) => {
      if (shape === 'circle') {
        setValue('latitude', Number(lat.toFixed(7)));
        setValue('longitude', Number(lng.toFixed(7)));
      } else {
        setValue('polygonPoints', [...((form.values.polygonPoints as string[] | null) ?? []), geoPointText(lat, lng)]);
      }
    },
    [shape, setValue, form.values.polygonPoints],
  );
  const input = (name: string, description?: string) => (
    <FieldInput
      key={name}
      name={name}
      field={def.fields[name]!}
      description={description}
      value={form.values[name]}
      error={form.shownErrors[name]?.[0]}
      readOnly={readOnly}
      orgId={orgId}
      onChange={(value) => setValue(name, value)}
    />
  );
  const radiusHint = radius !== null && radius > 0 ? `That is ${formatDistance(radius, prefs)}.` : 'Greater than 0, up to 50 km.';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {input('name')}
        {input('shape')}
        {shape === 'circle'
          ? [input('latitude'), input('longitude'), input('radiusM', radiusHint)]
          : input('polygonPoints', 'Click the map to add points in order.')}
        {input('orgUnitIds', 'None chosen: every org unit.')}
        {input('employeeIds', 'None chosen: every worker of the org units.')}
        {input('active')}
      </SimpleGrid>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {shape === 'circle'
              ? 'Click the map to place the centre.'
              : `${polygon.length} point${polygon.length === 1 ? '' : 's'}: click the map to add one.`}
          </Text>
          {shape === 'polygon' && !readOnly && polygon.length > 0 && (
            <Button size="xs" variant="subtle" onClick={() => setValue('polygonPoints', [])}>
              Clear Points
            </Button>
          )}
        </Group>
        {defaults.data || defaults.error ? (
          <Suspense fallback={<Loader size="sm" />}>
            <GeoRuleMap
              tileUrl={typeof defaults.data?.mapTileUrl === 'string' ? defaults.data.mapTileUrl : ''}
              shape={shape}
              latitude={num(form.values.latitude)}
              longitude={num(form.values.longitude)}
              radiusM={radius}
              polygon={polygon}
              readOnly={readOnly}
              onPick={pick}
            />
          </Suspense>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Stack>
  );
}
