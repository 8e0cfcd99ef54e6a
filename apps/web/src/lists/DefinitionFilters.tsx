import { Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import type { FilterDef } from '@punchline/contracts';
import { DATE_PRESETS, isDatePreset } from '@punchline/domain';
import { choiceLabel } from '../formats/display';
import type { ListFilter } from './list-query';
import { useRefOptions } from './ref-options';
import type { FilterPanelProps } from './screen-config';

/** SPEC section 2 view filter presets, as the drawer names them. */
export const PRESET_LABELS: Record<(typeof DATE_PRESETS)[number], string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
};
const PRESETS = [{ value: 'custom', label: 'Custom dates' }, ...DATE_PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] }))];

/** Sets (or, for undefined / an empty list, removes) one key of the draft. */
function withKey(draft: ListFilter, key: string, value: ListFilter[string]): ListFilter {
  const next = { ...draft };
  if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

function DateRange({ label, draft, onChange }: { label: string; draft: ListFilter; onChange: (f: ListFilter) => void }) {
  const day = (key: 'from' | 'to', text: string) => onChange(withKey(withKey(draft, 'preset', undefined), key, text || undefined));
  return (
    <Stack gap={6}>
      <Select
        label={label}
        data={PRESETS}
        value={draft.preset ?? 'custom'}
        allowDeselect={false}
        onChange={(v) =>
          onChange(
            isDatePreset(v)
              ? { ...withKey(withKey(draft, 'from', undefined), 'to', undefined), preset: v }
              : withKey(draft, 'preset', undefined),
          )
        }
      />
      {!draft.preset && (
        <Group grow gap="xs">
          <TextInput type="date" label="From" value={draft.from ?? ''} onChange={(e) => day('from', e.currentTarget.value)} />
          <TextInput type="date" label="To" value={draft.to ?? ''} onChange={(e) => day('to', e.currentTarget.value)} />
        </Group>
      )}
    </Stack>
  );
}

/** What an empty multi-select filter means. */
const ANY = 'Any';

function RefFilter({ name, filter, kind, orgId, draft, onChange }: { name: string; filter: FilterDef; kind?: string } & FilterPanelProps) {
  const { options } = useRefOptions(orgId, kind);
  const value = ((draft[name] as number[] | undefined) ?? []).map(String);
  return (
    <MultiSelect
      label={filter.label}
      placeholder={value.length === 0 ? ANY : undefined}
      searchable
      clearable
      data={options}
      value={value}
      onChange={(v) => onChange(withKey(draft, name, v.map(Number)))}
    />
  );
}

/**
 * The definition's `filters` in the drawer: a date range with presets, a multi-select of the
 * referenced collection's records, of an enum's choices, and a yes/no for a flag (a valueMap's
 * pairs come from the screen's own filter panel).
 */
export function DefinitionFilters(props: FilterPanelProps) {
  const { def, draft, onChange } = props;
  return (
    <>
      {Object.entries(def.filters ?? {}).map(([name, filter]) => {
        const field = def.fields[filter.field];
        switch (filter.type) {
          case 'dateRange':
            return <DateRange key={name} label={filter.label} draft={draft} onChange={onChange} />;
          case 'ref':
            return <RefFilter key={name} name={name} filter={filter} kind={field?.ref?.kind} {...props} />;
          case 'enum':
            return (
              <MultiSelect
                key={name}
                label={filter.label}
                placeholder={((draft[name] as string[] | undefined) ?? []).length === 0 ? ANY : undefined}
                clearable
                data={(field?.choices ?? []).map((c) => ({ value: String(c), label: choiceLabel(c, field?.choiceLabels) }))}
                value={(draft[name] as string[] | undefined) ?? []}
                onChange={(v) => onChange(withKey(draft, name, v))}
              />
            );
          case 'flag':
            return (
              <Select
                key={name}
                label={filter.label}
                data={[
                  { value: 'any', label: 'Any' },
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
                value={(draft[name] as string | undefined) ?? 'any'}
                allowDeselect={false}
                onChange={(v) => onChange(withKey(draft, name, v === 'yes' || v === 'no' ? v : undefined))}
              />
            );
          case 'valueMap':
            // Its keys are records of the organization (custom fields): the screen's own panel asks.
            return null;
        }
      })}
    </>
  );
}
