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
      <RefMultiSelect
        label="Org units"
        orgId={orgId}
        refKind="orgunit"
        readOnly={disabled}
        error={errors.allowedOrgUnitIds}
        value={value.allowedOrgUnitIds}
        onChange={(ids) => set({ allowedOrgUnitIds: ids })}
      />
      <RefMultiSelect
        label="Departments"
        orgId={orgId}
        refKind="department"
        readOnly={disabled}
        error={errors.allowedDepartmentIds}
        value={value.allowedDepartmentIds}
        onChange={(ids) => set({ allowedDepartmentIds: ids })}
      />
      <UserLabelMultiSelect
        orgId={orgId}
        disabled={disabled}
        error={errors.allowedLabelIds}
        value={value.allowedLabelIds}
        onChange={(ids) => set({ allowedLabelIds: ids })}
      />
      {jobs && (
        <RefMultiSelect
          label="Jobs"
          orgId={orgId}
          refKind="job"
          readOnly={disabled}
          error={errors.allowedJobIds}
          value={value.allowedJobIds}
          onChange={(ids) => set({ allowedJobIds: ids })}
        />
      )}
    </Stack>
  );
}
