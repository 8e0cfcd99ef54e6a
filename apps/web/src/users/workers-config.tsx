import { Avatar } from '@mantine/core';
import { formatPersonName, type FormatPreferences, type PersonName } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api/http';
import { settingsKey, useFormats } from '../formats/use-formats';
import type { ResourceRow } from '../lists/list-api';
import type { CellProps, ColumnConfig, ScreenConfig } from '../lists/screen-config';
import { CustomFieldFilters } from './CustomFieldFilters';
import { boolLabels, customValue, useUserCustomFields, type UserCustomField } from './custom-fields';
import { initialsOf } from './form/AvatarEditor';
import { useAvatarImage } from './use-avatar';
import { WorkerForm } from './WorkerForm';

/** The columns the workers list shows until the user chooses (the others wait in the chooser). */
export const WORKER_COLUMNS = ['avatar', 'name', 'employeeNumber', 'departmentId', 'orgUnitId', 'labelIds', 'active'] as const;

function AvatarCell({ row }: CellProps) {
  const src = useAvatarImage(row.avatar);
  return (
    <Avatar src={src} size={28} radius="xl" mt={6} alt="">
      {initialsOf(row)}
    </Avatar>
  );
}

/** A custom field's value as a cell reads it (a yes/no field in its own words). */
export function customCellText(field: UserCustomField, row: Record<string, unknown>): string {
  const value = customValue(row, field);
  if (value === undefined || value === null) return '';
  if (field.type === 'bool') return value === true ? boolLabels(field).yes : boolLabels(field).no;
  return String(value);
}

/** The list's columns besides the definition's: the photo, the name as the organization writes
 *  names (nameFormat, displayMiddleName), and one hidden column per custom field. */
export function workerColumns(prefs: Pick<FormatPreferences, 'nameFormat' | 'displayMiddleName'>, custom: readonly UserCustomField[]) {
  const columns: Record<string, ColumnConfig> = {
    avatar: { header: 'Photo', cell: AvatarCell, width: 76, value: () => '' },
    name: { header: 'Name', value: (row: ResourceRow) => formatPersonName(row as PersonName, prefs) },
  };
  for (const field of custom) columns[`custom${field.id}`] = { header: field.name, value: (row) => customCellText(field, row) };
  return columns;
}

/**
 * The workers screen's configuration over the employees definition: its columns, the custom
 * field filters, the sectioned form, user labels in the pickers, and a new worker's values from
 * the employee defaults (department, org unit, labels, pay type).
 */
export function useWorkersConfig(orgId: number): ScreenConfig {
  const prefs = useFormats();
  const custom = useUserCustomFields(orgId);
  const { data: defaults } = useQuery({
    queryKey: settingsKey(orgId, 'employees/defaults'),
    queryFn: async () => (await api<{ result: Record<string, unknown> }>(`orgs/${orgId}/employees/defaults`)).result,
    staleTime: 60_000,
  });
  // Its own memo: a new worker's start changes only when the defaults do (not with the formats or
  // custom fields), and the form keeps what was typed when it does (useRecordForm).
  const newRecord = useMemo(
    () =>
      defaults
        ? {
            departmentId: defaults.newWorkerDepartmentId ?? null,
            orgUnitId: defaults.newWorkerOrgUnitId ?? null,
            labelIds: defaults.newWorkerLabelIds ?? [],
            payType: defaults.newWorkerPayType ?? 'hourly',
          }
        : undefined,
    [defaults],
  );
  return useMemo(
    (): ScreenConfig => ({
      columns: workerColumns(prefs, custom),
      listColumns: WORKER_COLUMNS,
      filterPanel: { component: CustomFieldFilters },
      form: { component: WorkerForm },
      // The form has its own places for these: the PIN and badge in Clock Identity, the rest as fields.
      formActions: ['resetPin', 'newQrBadge', 'setDepartment', 'setOrgUnit', 'addLabels', 'removeLabels'],
      pickerParams: { labelIds: { type: 'user' } },
      newRecord,
    }),
    [prefs, custom, newRecord],
  );
}
