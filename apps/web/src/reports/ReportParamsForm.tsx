import { Button, Collapse, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ReportParams, ReportSpec } from '@punchline/contracts';
import { BREAKPOINTS, FLAG_LETTERS, FLAG_NAMES, formatPersonName, type FlagCode, type PersonName } from '@punchline/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { RemoteMultiSelect } from '../detail/RemoteSelect';
import { useFormats } from '../formats/use-formats';
import type { ResourceRow } from '../lists/list-api';
import { RangeFields } from './RangeFields';
import { ReportColumnsPicker } from './ReportColumnsPicker';
import { PICKERS } from './report-pickers';
import type { RangeSettings } from './report-range';

type Props = {
  spec: ReportSpec;
  orgId: number;
  value: ReportParams;
  onChange: (params: ReportParams) => void;
  onRun: () => void;
  running: boolean;
  today: string;
  rangeSettings: RangeSettings;
  onClearAuditFilter: () => void;
  /** More buttons beside Run (Memorize). */
  actions?: React.ReactNode;
};

const FLAG_OPTIONS = (Object.keys(FLAG_LETTERS) as FlagCode[]).map((code) => ({
  value: FLAG_LETTERS[code],
  label: `${FLAG_LETTERS[code]} · ${FLAG_NAMES[code]}`,
}));

/** The parameters form of a report, built from its spec's params, groupings and columns. */
export function ReportParamsForm({
  spec,
  orgId,
  value,
  onChange,
  onRun,
  running,
  today,
  rangeSettings,
  onClearAuditFilter,
  actions,
}: Props) {
  const prefs = useFormats();
  const set = (patch: Partial<ReportParams>) => onChange({ ...value, ...patch });
  const personLabel = useMemo(() => (row: ResourceRow) => formatPersonName(row as PersonName, prefs), [prefs]);
  const groupOptions = [{ value: 'none', label: 'None' }, ...spec.groupings.map((g) => ({ value: g.key, label: g.label }))];
  const has = (kind: ReportSpec['params'][number]) => spec.params.includes(kind);
  // On a phone the filters fold away so the result (roll call's list) is near the top.
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm}px)`);
  const [showFilters, setShowFilters] = useState(false);
  const filtersOpen = !phone || showFilters;
  const chosen =
    Object.values(PICKERS).filter((p) => ((value[p.field] as unknown[] | undefined) ?? []).length > 0).length +
    (value.flags?.length ? 1 : 0);
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onRun();
      }}
    >
      {has('range') && (
        <RangeFields from={value.from} to={value.to} today={today} settings={rangeSettings} onChange={(range) => set(range)} />
      )}
      {has('asOf') && (
        <TextInput
          type="date"
          label="As of"
          w={200}
          value={value.asOf ?? ''}
          onChange={(e) => set({ asOf: e.currentTarget.value || undefined })}
        />
      )}
      {phone && (
        <Button variant="default" size="xs" onClick={() => setShowFilters((v) => !v)} aria-expanded={filtersOpen} w="fit-content">
          {filtersOpen ? 'Hide filters' : `Filters${chosen > 0 ? ` (${chosen})` : ''}`}
        </Button>
      )}
      <Collapse expanded={filtersOpen}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {spec.params.map((kind) => {
              const picker = PICKERS[kind];
              if (!picker) return null;
              return (
                <RemoteMultiSelect
                  key={kind}
                  orgId={orgId}
                  path={picker.path}
                  cachePath={picker.cachePath}
                  params={picker.params}
                  toLabel={picker.people ? personLabel : picker.toLabel}
                  label={picker.label}
                  placeholder="All"
                  value={(value[picker.field] as number[] | undefined) ?? []}
                  onChange={(ids) => set({ [picker.field]: ids })}
                />
              );
            })}
            {has('flags') && (
              <MultiSelect
                label="Flags"
                placeholder="Any"
                searchable
                data={FLAG_OPTIONS}
                value={value.flags ?? []}
                onChange={(flags) => set({ flags })}
              />
            )}
          </SimpleGrid>
          {has('auditFilter') && value.filter && (
            <Group gap="xs">
              <Text size="sm">Filtered by {describeAuditFilter(value.filter)}</Text>
              <Button size="compact-sm" variant="subtle" onClick={onClearAuditFilter}>
                Clear filter
              </Button>
            </Group>
          )}
          <Group align="flex-end" gap="sm" wrap="wrap">
            {spec.groupings.length > 0 && (
              <Select
                label="Group by"
                data={groupOptions}
                value={value.groupBy ?? 'none'}
                allowDeselect={false}
                onChange={(v) => set({ groupBy: v ?? 'none' })}
                w={180}
              />
            )}
            {spec.params.filter(isSwitch).map((kind) => (
              <Switch
                key={kind}
                label={switchLabel(kind)}
                checked={Boolean((value as Record<string, unknown>)[kind])}
                onChange={(e) => set({ [kind]: e.currentTarget.checked })}
                mb={8}
              />
            ))}
          </Group>
        </Stack>
      </Collapse>
      <Group gap="sm" wrap="wrap">
        <Button type="submit" leftSection={<IconPlayerPlay size={16} />} loading={running}>
          Run
        </Button>
        <ReportColumnsPicker spec={spec} value={value.columns ?? []} onChange={(columns) => set({ columns })} />
        {actions}
      </Group>
    </Stack>
  );
}

// Every other parameter kind is a yes/no switch of the same name (includeInactive, includeOut...).
const NOT_SWITCHES = new Set(['range', 'asOf', 'flags', 'auditFilter', ...Object.keys(PICKERS)]);
const isSwitch = (kind: string) => !NOT_SWITCHES.has(kind);
const SWITCH_LABELS: Record<string, string> = {
  includeInactive: 'Include inactive workers',
  includeOut: 'Include workers who are clocked out',
  includeUnfinalized: 'Include runs not yet finalized',
};
/** A switch's label: known ones say what they do; another reads its name ('includeOut' → 'Include out'). */
const switchLabel = (kind: string) =>
  SWITCH_LABELS[kind] ??
  kind
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** The audit filter in words: "actor user 12", "affected employee 40". */
export function describeAuditFilter(filter: string): string {
  try {
    const parsed = JSON.parse(filter) as Record<string, { type?: string; kind?: string; id?: unknown }>;
    return Object.entries(parsed)
      .map(([role, ref]) => `${role} ${ref.type ?? ref.kind ?? ''} ${String(ref.id)}`)
      .join(', ');
  } catch {
    return filter;
  }
}
