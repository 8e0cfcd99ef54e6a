import type { Fields } from '@punchline/contracts';
import { useState } from 'react';
import { api } from '../api/http';
import { ApiRequestError } from '../api/errors';
import type { ResourceRow } from '../lists/list-api';
import { fieldErrorsFrom, updateBody } from './record-form';
import { errorToast } from './toast';
import type { RecordForm } from './use-record-form';

/**
 * POST (new) or PUT with the version and the changed fields (existing), DELETE with its version.
 * Failures: field errors on their inputs, the server's text in a 5 s toast; a 409 (someone else
 * saved first) says to reload.
 */
export function useRecordSave(url: string, fields: Fields, form: RecordForm) {
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  // When the last save or delete failed: drives the 5 s error mask.
  const [failedAt, setFailedAt] = useState<number | null>(null);

  async function save(original: Record<string, unknown>, isNew: boolean, denorm?: boolean): Promise<ResourceRow | null> {
    setBusy('saving');
    try {
      const { result } = isNew
        ? await api<{ result: ResourceRow }>(url, { method: 'POST', body: form.values })
        : await api<{ result: ResourceRow }>(url, {
            method: 'PUT',
            body: updateBody(fields, original, form.values),
            query: { denorm: denorm === undefined ? undefined : String(denorm) },
          });
      return result;
    } catch (error) {
      if (error instanceof ApiRequestError) form.setServerErrors(fieldErrorsFrom(fields, error.body));
      errorToast(error, fields);
      setFailedAt(Date.now());
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function remove(version: number): Promise<boolean> {
    setBusy('deleting');
    try {
      await api(url, { method: 'DELETE', query: { version } });
      return true;
    } catch (error) {
      errorToast(error, fields);
      setFailedAt(Date.now());
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, failedAt, save, remove };
}
