import { MultiSelect, Stack, Text } from '@mantine/core';
import { labelsResource } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { RefMultiSelect } from '../../detail/RefMultiSelect';
import { fetchPage, type ListPage } from '../../lists/list-api';
import { optionsKey } from '../../lists/resource-queries';
import type { AdminDraft } from './admin-summary';

type Restrictions = Pick<AdminDraft, 'allowedOrgUnitIds' | 'allowedDepartmentIds' | 'allowedLabelIds' | 'allowedJobIds'>;

type Props = {
  orgId: number;
  value: Restrictions;
  onChange: (value: Restrictions) => void;
  disabled: boolean;
  errors: Record<string, string>;
  /** The organization has job costing: jobs are a dimension too (SPEC section 6). */
  jobs: boolean;
};

const userLabels = (page: ListPage) =>
  page.results.filter((r) => r.type === 'user').map((r) => ({ value: String(r.id), label: String(r.name ?? r.id) }));

/** Restrictions pick user labels only. The query is the labels' shared options query (same key
 *  and call as useRefOptions), so any label save refreshes it; `select` keeps the user labels. */
function UserLabelMultiSelect({
  orgId,
  value,
  onChange,
  disabled,
  error,
}: {
  orgId: number;
  value: number[];
  onChange: (v: number[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const options = useQuery({
    queryKey: optionsKey(orgId, labelsResource.path),
    queryFn: () => fetchPage(orgId, labelsResource, { active: 'all' }, LOAD_ALL_PAGE_SIZE),
    staleTime: 60_000,
    select: userLabels,
  });
  return (
    <MultiSelect
      label="User labels"
      error={error}
      readOnly={disabled}
      searchable
      data={options.data ?? []}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
    />
  );
}

type RefDimension = [label: string, refKind: string, key: 'allowedOrgUnitIds' | 'allowedDepartmentIds' | 'allowedJobIds'];

/** The dimensions picked from a collection (user labels have their own picker, of user labels only). */
const refDimensions = (jobs: boolean): RefDimension[] => [
  ['Org units', 'orgunit', 'allowedOrgUnitIds'],
  ['Departments', 'department', 'allowedDepartmentIds'],
  ...(jobs ? [['Jobs', 'job', 'allowedJobIds'] as RefDimension] : []),
];

/** An administrator's label restrictions: the org units, departments, user labels and jobs they
 *  see and act on. An empty list does not limit that dimension. */
export function RestrictionPickers({ orgId, value, onChange, disabled, errors, jobs }: Props) {
  const set = (patch: Partial<Restrictions>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Restrictions
      </Text>
      <Text size="xs" c="dimmed">
        The administrator sees and acts only on workers and records of what is chosen here. Leave a list empty to not restrict it.
      </Text>
      {refDimensions(jobs).map(([label, refKind, key]) => (
        <RefMultiSelect
          key={key}
          label={label}
          orgId={orgId}
          refKind={refKind}
          readOnly={disabled}
          error={errors[key]}
          value={value[key]}
          onChange={(ids) => set({ [key]: ids })}
        />
      ))}
      <UserLabelMultiSelect
        orgId={orgId}
        disabled={disabled}
        error={errors.allowedLabelIds}
        value={value.allowedLabelIds}
        onChange={(ids) => set({ allowedLabelIds: ids })}
      />
    </Stack>
  );
}
