import type { Fields } from '@punchline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/http';
import { ApiRequestError } from '../api/errors';
import type { ResourceRow } from '../lists/list-api';
import { RECOMPUTE_QUERY } from '../time-rules/recompute-query';
import { fieldErrorsFrom, updateBody } from './record-form';
import { errorToast } from './toast';
import type { RecordForm } from './use-record-form';

type SaveInput = { original: Record<string, unknown>; isNew: boolean; denorm?: boolean };
/** What to do after the server accepted a change: store it, refresh what shows it. */
export type SaveEffects = { saved?: (row: ResourceRow) => unknown; deleted?: () => unknown; settled?: () => unknown };

/**
 * POST (new) or PUT with the version and the changed fields (existing), DELETE with its version,
 * as TanStack mutations. Failures: field errors on their inputs, the server's text in a 5 s toast
 * (a 409, someone else saved first, says to reload). `effects` keep the caches right.
 */
export function useRecordSave(url: string, fields: Fields, form: RecordForm, effects: SaveEffects = {}) {
  // When the last save or delete failed: drives the 5 s error mask.
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const client = useQueryClient();
  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError) form.setServerErrors(fieldErrorsFrom(fields, error.body));
    errorToast(error, fields);
    setFailedAt(Date.now());
  };
  const saving = useMutation({
    mutationFn: async ({ original, isNew, denorm }: SaveInput) =>
      (isNew
        ? await api<{ result: ResourceRow }>(url, { method: 'POST', body: form.values })
        : await api<{ result: ResourceRow }>(url, {
            method: 'PUT',
            body: updateBody(fields, original, form.values),
            query: { denorm: denorm === undefined ? undefined : String(denorm) },
          })
      ).result,
    onSuccess: (row, { denorm }) => {
      // A retroactive save queued a recompute of time cards: its progress shows at once.
      if (denorm) void client.invalidateQueries({ queryKey: RECOMPUTE_QUERY });
      return effects.saved?.(row);
    },
    onError: fail,
    // Not awaited: the form goes on while the lists refetch.
    onSettled: () => void effects.settled?.(),
  });
  const deleting = useMutation({
    mutationFn: (version: number) => api(url, { method: 'DELETE', query: { version } }),
    onSuccess: () => effects.deleted?.(),
    onError: (error) => {
      errorToast(error, fields);
      setFailedAt(Date.now());
    },
    onSettled: () => void effects.settled?.(),
  });

  return {
    busy: saving.isPending ? ('saving' as const) : deleting.isPending ? ('deleting' as const) : null,
    failedAt,
    /** The saved record, or null when the save failed (already reported). */
    save: (original: Record<string, unknown>, isNew: boolean, denorm?: boolean): Promise<ResourceRow | null> =>
      saving.mutateAsync({ original, isNew, denorm }).catch(() => null),
    remove: (version: number): Promise<boolean> =>
      deleting.mutateAsync(version).then(
        () => true,
        () => false,
      ),
  };
}
