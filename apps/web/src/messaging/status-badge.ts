import type { MessageStatus } from '@punchline/contracts';

/** A message's status as its badge reads: the words and the colour. */
export const STATUS_BADGE: Record<MessageStatus, [string, string]> = {
  sent: ['Sent', 'teal'],
  scheduled: ['Scheduled', 'blue'],
  canceled: ['Canceled', 'gray'],
};
