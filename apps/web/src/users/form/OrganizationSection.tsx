import { hasPermission } from '@punchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { RemoteMultiSelect, RemoteSelect } from '../../detail/RemoteSelect';
import { useOrgSession } from '../../layout/use-org-session';
import type { ResourceRow } from '../../lists/list-api';
import { invalidateResource } from '../../lists/resource-queries';
import { Section, type WorkerCtx } from './parts';

const USER_LABELS = { type: 'user' };

/** Department, org unit and labels, each through the remote select picker; with
 *  canEditOrgSettings a label can be added from the picker (SPEC section 6). */
export function OrganizationSection({ ctx }: { ctx: WorkerCtx }) {
  const session = useOrgSession();
  const client = useQueryClient();
  const canAddLabels = hasPermission(session.permissions, 'edit_settings');
  const { form, orgId, readOnly, def } = ctx;
  const common = (name: string) => ({
    orgId,
    label: def.fields[name]!.label,
    error: form.shownErrors[name]?.[0],
    readOnly,
    withAsterisk: def.fields[name]!.required,
  });
  const addLabel = async (name: string) => {
    const { result } = await api<{ result: ResourceRow }>(`orgs/${orgId}/labels`, {
      method: 'POST',
      body: { name, type: 'user', active: true },
    });
    void invalidateResource(client, orgId, 'labels');
    return { id: result.id, label: String(result.name) };
  };
  return (
    <Section title="Organization" testId="section-organization">
      <RemoteSelect
        {...common('departmentId')}
        path="departments"
        value={(form.values.departmentId as number | null) ?? null}
        onChange={(id) => form.setValue('departmentId', id)}
      />
      <RemoteSelect
        {...common('orgUnitId')}
        path="orgunits"
        value={(form.values.orgUnitId as number | null) ?? null}
        onChange={(id) => form.setValue('orgUnitId', id)}
      />
      <RemoteMultiSelect
        {...common('labelIds')}
        path="labels"
        params={USER_LABELS}
        value={(form.values.labelIds as number[] | null) ?? []}
        onChange={(ids) => form.setValue('labelIds', ids)}
        onCreate={canAddLabels && !readOnly ? addLabel : undefined}
        description={canAddLabels && !readOnly ? 'Type a name that is not there to add a label.' : undefined}
      />
    </Section>
  );
}
