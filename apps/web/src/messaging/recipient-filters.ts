import type { RecipientFilters } from './messaging-api';

/** The view's filter, as the URL keeps it ({"messageId": 3, "status": "unread"}); anything else is dropped. */
export function recipientFilters(filter: Record<string, unknown>): RecipientFilters {
  const messageId = typeof filter.messageId === 'number' && Number.isInteger(filter.messageId) ? filter.messageId : undefined;
  const status = filter.status === 'unread' || filter.status === 'read' || filter.status === 'acknowledged' ? filter.status : undefined;
  return { messageId, status };
}
