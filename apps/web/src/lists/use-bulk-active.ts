import { notifications } from '@mantine/notifications';
import type { ResourceDef } from '@punchline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { errorToast } from '../detail/toast';
import { resourceUrl, type ResourceRow } from './list-api';
import { invalidateResource, storeSaved } from './resource-queries';

/** Bulk Make active / Make inactive: one PUT per selected row with the version it showed; every
 *  query of the collection (lists, records, pickers) refreshes afterwards, also after a failure. */
export function useBulkSetActive(orgId: number, def: ResourceDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ rows, active }: { rows: ResourceRow[]; active: boolean }) => {
      for (const row of rows) {
        const { result } = await api<{ result: ResourceRow }>(resourceUrl(orgId, def, row.id), {
          method: 'PUT',
          body: { version: row.version, active },
        });
        storeSaved(client, orgId, def.path, result);
      }
      return rows.length;
    },
    onSuccess: (count) => notifications.show({ message: `${count} ${def.labelPlural.toLowerCase()} updated.` }),
    onError: (error) => errorToast(error, def.fields),
    onSettled: () => invalidateResource(client, orgId, def.path),
  });
}
