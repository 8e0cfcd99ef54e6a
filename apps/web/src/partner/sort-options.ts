import type { PartnerOrgSort } from '@punchline/contracts';

/** The list's orders, as one choice each (key and direction together). */
export const SORT_OPTIONS: readonly { value: string; label: string; sort: PartnerOrgSort; descending: boolean }[] = [
  { value: 'name', label: 'Name (A–Z)', sort: 'name', descending: false },
  { value: '-name', label: 'Name (Z–A)', sort: 'name', descending: true },
  { value: '-createdAt', label: 'Newest first', sort: 'createdAt', descending: true },
  { value: 'createdAt', label: 'Oldest first', sort: 'createdAt', descending: false },
  { value: 'expireDate', label: 'Expires soonest', sort: 'expireDate', descending: false },
  { value: '-expireDate', label: 'Expires latest', sort: 'expireDate', descending: true },
  { value: 'subscriptionState', label: 'Subscription state', sort: 'subscriptionState', descending: false },
];
