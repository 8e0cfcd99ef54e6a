import { describe, expect, it } from 'vitest';
import { recipientFilters } from './recipient-filters';

describe("Message Recipients' view filter", () => {
  it('keeps a message id and a known status, and drops anything else', () => {
    expect(recipientFilters({ messageId: 12, status: 'unread' })).toEqual({ messageId: 12, status: 'unread' });
    expect(recipientFilters({ messageId: '12', status: 'lost', other: 1 })).toEqual({ messageId: undefined, status: undefined });
    expect(recipientFilters({ messageId: 1.5 })).toEqual({ messageId: undefined, status: undefined });
  });
});
