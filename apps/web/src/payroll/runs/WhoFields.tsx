import { Select, Stack } from '@mantine/core';
import { formatPersonName, type PersonName } from '@punchline/domain';
import { useMemo } from 'react';
import { RemoteMultiSelect } from '../../detail/RemoteSelect';
import { useFormats } from '../../formats/use-formats';
import type { ResourceRow } from '../../lists/list-api';
import type { SelectionKind } from './period-choices';

type Props = { orgId: number; kind: SelectionKind; ids: number[]; onChange: (kind: SelectionKind, ids: number[]) => void };

// The same lists (and query keys) the console's other pickers search.
const PICKERS: Record<
  Exclude<SelectionKind, 'all'>,
  { label: string; path: string; cachePath?: string; params?: Record<string, string> }
> = {
  departmentIds: { label: 'Departments', path: 'departments' },
  orgUnitIds: { label: 'Org Units', path: 'orgunits' },
  labelIds: { label: 'Labels', path: 'labels', params: { type: 'user' } },
  employeeIds: { label: 'Workers', path: 'employees/readonly', cachePath: 'employees' },
};

const KINDS = [
  { value: 'all', label: 'All workers' },
  { value: 'departmentIds', label: 'Departments' },
  { value: 'orgUnitIds', label: 'Org units' },
  { value: 'labelIds', label: 'Labels' },
  { value: 'employeeIds', label: 'Workers' },
];

/** Who a run pays: everyone, or chosen departments, org units, labels or workers. */
export function WhoFields({ orgId, kind, ids, onChange }: Props) {
  const prefs = useFormats();
  const personLabel = useMemo(() => (row: ResourceRow) => formatPersonName(row as PersonName, prefs), [prefs]);
  const picker = kind === 'all' ? null : PICKERS[kind];
  return (
    <Stack gap="xs">
      <Select label="Who" data={KINDS} value={kind} allowDeselect={false} onChange={(v) => v && onChange(v as SelectionKind, [])} />
      {picker && (
        <RemoteMultiSelect
          key={kind}
          orgId={orgId}
          path={picker.path}
          cachePath={picker.cachePath}
          params={picker.params}
          toLabel={kind === 'employeeIds' ? personLabel : undefined}
          label={picker.label}
          placeholder="Choose…"
          value={ids}
          onChange={(next) => onChange(kind, next)}
        />
      )}
    </Stack>
  );
}
