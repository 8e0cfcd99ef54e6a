import { describe, expect, it } from 'vitest';
import { composeBody, composeOf, emptyCompose, audienceSize } from './compose-state';

describe('compose state', () => {
  it("sends a later time as the instant of the organization's wall clock", () => {
    const v = { ...emptyCompose(), subject: 'S', body: 'B', when: 'later' as const, sendAtLocal: '2026-12-01T07:30', teamIds: [4] };
    const body = composeBody(v, 'America/Los_Angeles');
    expect(body.sendAt).toBe('2026-12-01T15:30:00.000Z');
    expect(body.teamIds).toEqual([4]);
    expect(audienceSize(v)).toBe(1);
    expect(composeBody({ ...v, when: 'now' }, 'America/Los_Angeles').sendAt).toBeNull();
  });

  it('reads a scheduled message back on the same wall clock', () => {
    const m = {
      ...emptyCompose(),
      id: 1,
      version: 1,
      subject: 'S',
      body: 'B',
      mustAcknowledge: true,
      sendAt: '2026-12-01T15:30:00.000Z',
      status: 'scheduled' as const,
      sentAt: null,
      senderName: null,
      createdAt: '2026-11-27T00:00:00.000Z',
      counts: { recipients: 0, read: 0, acknowledged: 0 },
    };
    expect(composeOf(m, 'America/Los_Angeles')).toMatchObject({ when: 'later', sendAtLocal: '2026-12-01T07:30', mustAcknowledge: true });
  });
});
