import { defineResource, type FieldErrors } from '../resources/define';
import { INVALID_CHOICE } from '../resources/field-messages';

// Settings → Integrations → Connections (issue 36, docs/webhooks.md): an address that receives the
// organization's events as signed webhooks (Standard Webhooks). The collection is the toolkit's;
// its deliveries, replays and the test event are calls of their own (connections-deliveries.ts).

/** The events a connection may subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'punch.created',
  'timecard.approved',
  'payrun.finalized',
  'timeoff.request.decided',
  'worker.created',
  'worker.updated',
  'schedule.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" to one connection, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, string>> = {
  'punch.created': 'Punch created',
  'timecard.approved': 'Time card approved',
  'payrun.finalized': 'Pay run finalized',
  'timeoff.request.decided': 'Time-off request decided',
  'worker.created': 'Worker created',
  'worker.updated': 'Worker changed',
  'schedule.published': 'Schedule published',
  'webhook.test': 'Test event',
};

export const WEBHOOK_ADDRESS_MESSAGE = 'must be an https:// address (http:// only to localhost or 127.0.0.1).';

// Plain http carries the signed body readable by anyone on the way: allowed only to this machine,
// for local receivers and tests.
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Why a connection's address is refused, or null: https anywhere, http only to this machine. */
export function webhookAddressError(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_ADDRESS_MESSAGE;
  }
  if (url.username !== '' || url.password !== '') return 'must not hold a user name or password.';
  if (url.protocol === 'https:' && url.hostname !== '') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)) return null;
  return WEBHOOK_ADDRESS_MESSAGE;
}

const isEventType = (value: unknown): value is WebhookEventType => WEBHOOK_EVENT_TYPES.includes(value as WebhookEventType);

export const connectionsResource = defineResource({
  kind: 'integrationconnection',
  path: 'integration/connections',
  table: 'webhook_connections',
  label: 'Connection',
  labelPlural: 'Connections',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    url: { type: 'text', label: 'Address', required: true, maxLength: 2000, example: 'https://hooks.example.com/punchline' },
    eventTypes: { type: 'textList', label: 'Events', required: true, maxItems: WEBHOOK_EVENT_TYPES.length, example: ['punch.created'] },
    active: { type: 'bool', label: 'Enabled', default: true },
  },
  computed: {
    // Read only: made on create, changed only by the rollSecret action.
    secret: { type: 'text', label: 'Signing Secret' },
  },
  list: { columns: ['name', 'url', 'eventTypes', 'active'], search: ['name', 'url'], orderBy: 'name' },
  // The secret and the deliveries' bodies are for the people who manage integrations only.
  access: { read: 'edit_settings', write: 'edit_settings' },
  feature: 'integration',
  actions: {
    // Bulk too: after a leak, every connection's secret at once.
    rollSecret: {
      label: 'Roll Secret',
      bulk: true,
      confirm: 'Make a new signing secret? Deliveries are signed with it from now on: the receiver must verify with the new one.',
    },
  },
  check: (values): FieldErrors => {
    const errors: FieldErrors = {};
    const address = webhookAddressError(String(values.url));
    if (address) errors.url = [address];
    // At least one: the field's `required` refuses an empty list first.
    const types = Array.isArray(values.eventTypes) ? values.eventTypes : [];
    if (!types.every(isEventType)) errors.eventTypes = [INVALID_CHOICE];
    return errors;
  },
});

/** A connection as the collection's calls answer it (GET integration/connections[/{id}]). */
export type ConnectionRecord = {
  id: number;
  version: number;
  name: string;
  url: string;
  eventTypes: string[];
  active: boolean;
  secret: string;
};
