import { notifications } from '@mantine/notifications';
import type { Fields } from '@punchline/contracts';
import { DETAIL_ERROR_TOAST_MS, extractErrorText } from '@punchline/domain';
import { ApiRequestError } from '../api/errors';

/** A master-detail failure: the server's message (SPEC section 8 extraction, field labels from
 *  the definition) for about 5 s. */
export function errorToast(error: unknown, fields: Fields = {}): void {
  const labels = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label]));
  const message =
    error instanceof ApiRequestError ? extractErrorText(error.body, { labels }) : error instanceof Error ? error.message : String(error);
  notifications.show({ color: 'red', title: 'There was an error', message, autoClose: DETAIL_ERROR_TOAST_MS });
}
