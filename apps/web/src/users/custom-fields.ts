import { hasFeature, LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { useOrgSession } from '../layout/use-org-session';
import { resourceKey } from '../lists/resource-queries';

/** A custom field whose appliesTo is user, as GET customfields answers it. */
export type UserCustomField = {
  id: number;
  name: string;
  type: 'bool' | 'choice' | 'number';
  sensitive: boolean;
  active: boolean;
  sortOrder: number;
  boolTrueLabel: string | null;
  boolFalseLabel: string | null;
  choices: string[] | null;
};

export type CustomValue = string | number | boolean;
type ValueMap = Record<string, CustomValue>;

/**
 * The organization's custom fields for workers (appliesTo user), sorted; the server leaves out
 * sensitive ones for a viewer without access_employee_sensitive. None without the feature.
 */
export function useUserCustomFields(orgId: number): UserCustomField[] {
  const { features } = useOrgSession();
  const enabled = hasFeature(features, 'customfield');
  const { data } = useQuery({
    queryKey: [...resourceKey(orgId, 'customfields'), 'appliesTo', 'user'],
    queryFn: () =>
      api<{ results: UserCustomField[] }>(`orgs/${orgId}/customfields`, {
        query: { appliesTo: 'user', active: 'all', limit: LOAD_ALL_PAGE_SIZE },
      }),
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (data?.results ?? []) : [];
}

/** The words a yes/no custom field uses ('Large' / 'Small'), Yes and No by default. */
export const boolLabels = (field: Pick<UserCustomField, 'boolTrueLabel' | 'boolFalseLabel'>) => ({
  yes: field.boolTrueLabel || 'Yes',
  no: field.boolFalseLabel || 'No',
});

/** A worker's value of a custom field, from the plain or the sensitive map. */
export function customValue(values: Record<string, unknown>, field: Pick<UserCustomField, 'id' | 'sensitive'>): CustomValue | undefined {
  const map = (field.sensitive ? values.sensitiveCustomFieldValues : values.customFieldValues) as ValueMap | null | undefined;
  return map?.[String(field.id)];
}

/**
 * The form change for one custom field value: into the sensitive map for a sensitive field (the
 * server reads that map for viewers who may see it), the plain map otherwise; an empty value
 * removes the key.
 */
export function withCustomValue(
  values: Record<string, unknown>,
  field: Pick<UserCustomField, 'id' | 'sensitive'>,
  value: CustomValue | null,
): [name: 'customFieldValues' | 'sensitiveCustomFieldValues', map: ValueMap] {
  const name = field.sensitive ? 'sensitiveCustomFieldValues' : 'customFieldValues';
  const { [String(field.id)]: _, ...rest } = (values[name] as ValueMap | null | undefined) ?? {};
  return [name, value === null || value === '' ? rest : { ...rest, [String(field.id)]: value }];
}

/** The list filter's custom field conditions ('3:Large') as a map of field id to value text. */
export function parseCustomFilter(items: readonly string[] | undefined): Map<number, string> {
  const map = new Map<number, string>();
  for (const item of items ?? []) {
    const at = item.indexOf(':');
    const id = Number(item.slice(0, at));
    if (at > 0 && Number.isInteger(id) && id > 0) map.set(id, item.slice(at + 1));
  }
  return map;
}

/** Back to the filter's list ('3:Large', sorted by field id); empty values are no condition. */
export function customFilterItems(map: ReadonlyMap<number, string>): string[] {
  return [...map.entries()]
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => a - b)
    .map(([id, v]) => `${id}:${v}`);
}
