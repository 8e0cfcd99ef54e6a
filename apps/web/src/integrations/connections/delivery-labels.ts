import { WEBHOOK_EVENT_LABELS, type WebhookDelivery } from '@punchline/contracts';

// How a delivery reads in the ledger: its event type in words, its state and its last answer.

export const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS] ?? type;

export const STATUS_COLOR: Record<WebhookDelivery['status'], string> = { pending: 'yellow', delivered: 'teal', failed: 'red' };

/** pending after a failed try reads Retrying, before any try Queued. */
export function statusLabel(d: Pick<WebhookDelivery, 'status' | 'attempts'>): string {
  if (d.status === 'pending') return d.attempts > 0 ? 'Retrying' : 'Queued';
  return d.status === 'delivered' ? 'Delivered' : 'Failed';
}

/** The last answer: its HTTP status, or why none came; nothing before the first try. */
export function lastAnswer(d: Pick<WebhookDelivery, 'lastHttpStatus' | 'lastError'>): string {
  if (d.lastHttpStatus !== null) return `HTTP ${d.lastHttpStatus}`;
  return d.lastError ?? '—';
}

/** A request body as indented JSON when it parses (it always should), else as sent. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
