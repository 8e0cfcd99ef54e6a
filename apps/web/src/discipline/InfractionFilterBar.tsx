import { Input, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { INFRACTION_KIND_LABELS, INFRACTION_KINDS, type InfractionKind } from '@punchline/contracts';
import { IconSearch } from '@tabler/icons-react';
import { rangeIsValid, type InfractionFilters, type InfractionStatus } from './discipline-filters';
import { WorkerPicker } from './WorkerPicker';

type Props = {
  orgId: number;
  filters: InfractionFilters;
  onChange: (next: InfractionFilters) => void;
  search: string;
  onSearch: (text: string) => void;
};

const KINDS = INFRACTION_KINDS.map((k) => ({ value: k, label: INFRACTION_KIND_LABELS[k] }));
const STATUSES: { value: InfractionStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'counted', label: 'Counted' },
  { value: 'excused', label: 'Excused' },
];

/** The infractions' filters: mostly two to a row on a phone, three on a wider screen (the status needs the room). */
export function InfractionFilterBar({ orgId, filters, onChange, search, onSearch }: Props) {
  const set = (patch: Partial<InfractionFilters>) => onChange({ ...filters, ...patch });
  // On a phone the three statuses need the whole row, and the kind takes the row above it.
  const phone = useMediaQuery('(max-width: 36em)');
  const wholeRow = phone ? { gridColumn: '1 / -1' } : undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" data-testid="infraction-filters">
      <TextInput
        label="Search"
        placeholder="Worker, kind or description"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <WorkerPicker
        orgId={orgId}
        label="Worker"
        placeholder="All workers"
        value={filters.employeeId}
        onChange={(id) => set({ employeeId: id })}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from}
        onChange={(e) => e.currentTarget.value && set({ from: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to}
        error={rangeIsValid(filters) ? undefined : 'The range ends before it starts.'}
        onChange={(e) => e.currentTarget.value && set({ to: e.currentTarget.value })}
      />
      <Select
        label="Kind"
        placeholder="All kinds"
        clearable
        data={KINDS}
        style={wholeRow}
        value={filters.kind}
        onChange={(v) => set({ kind: (v as InfractionKind | null) ?? null })}
      />
      {/* A div, not a label (the segments are radios with their own labels); the group is named by aria-label. */}
      <Input.Wrapper label="Status" labelElement="div" style={wholeRow}>
        <SegmentedControl
          aria-label="Status"
          fullWidth
          data={STATUSES}
          value={filters.status}
          onChange={(v) => set({ status: v as InfractionStatus })}
        />
      </Input.Wrapper>
    </SimpleGrid>
  );
}
