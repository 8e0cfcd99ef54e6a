import { MultiSelect, SimpleGrid } from '@mantine/core';
import type { OrgUser } from '@punchline/contracts';
import { formatPersonName, type PersonName } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api/http';
import { RemoteMultiSelect } from '../detail/RemoteSelect';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import type { ResourceRow } from '../lists/list-api';
import type { ComposeValues } from './compose-state';

type Audience = Pick<ComposeValues, 'employeeIds' | 'teamIds' | 'departmentIds' | 'orgUnitIds' | 'labelIds' | 'adminIds'>;
type Props = { value: Audience; onChange: (next: Partial<Audience>) => void; errors: Record<string, string | undefined> };

/**
 * Who a message goes to: workers, teams, departments, org units, labels, and administrators (for
 * those who may list the organization's users). The server searches each list; a restricted
 * administrator is offered only the workers of their restrictions.
 */
export function AudiencePickers({ value, onChange, errors }: Props) {
  const { organizationId: orgId, permissions } = useOrgSession();
  const prefs = useFormats();
  const workerLabel = useMemo(() => (row: ResourceRow) => formatPersonName(row as PersonName, prefs), [prefs]);
  const multi = (key: keyof Audience, label: string, path: string, extra: object = {}) => (
    <RemoteMultiSelect
      orgId={orgId}
      label={label}
      path={path}
      value={value[key]}
      error={errors[key]}
      onChange={(ids) => onChange({ [key]: ids })}
      {...extra}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {multi('employeeIds', 'Workers', 'employees/readonly', { cachePath: 'employees', toLabel: workerLabel })}
      {multi('teamIds', 'Teams', 'schedule/teams')}
      {multi('departmentIds', 'Departments', 'departments')}
      {multi('orgUnitIds', 'Org Units', 'orgunits')}
      {multi('labelIds', 'Labels', 'labels', { params: { type: 'user' } })}
      {permissions.includes('edit_org_users') && (
        <AdminPicker orgId={orgId} value={value.adminIds} error={errors.adminIds} onChange={(adminIds) => onChange({ adminIds })} />
      )}
    </SimpleGrid>
  );
}

function AdminPicker({
  orgId,
  value,
  error,
  onChange,
}: {
  orgId: number;
  value: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const users = useQuery({
    queryKey: ['orgs', orgId, 'org-users', 'messaging-picker'],
    queryFn: async () => (await api<{ results: OrgUser[] }>(`orgs/${orgId}/org-users`, { query: { limit: 500 } })).results,
  });
  const data = (users.data ?? []).map((u) => ({ value: String(u.orgUserId), label: u.userName || u.emailAddress }));
  return (
    <MultiSelect
      label="Administrators"
      description="They get it in the console's notifications."
      searchable
      clearable
      data={data}
      error={error ?? users.error?.message}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
    />
  );
}
