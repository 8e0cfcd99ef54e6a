import { describe, expect, it } from 'vitest';
import { publishedMessage, workersAffected } from './publish-message';

describe('publish toast', () => {
  const counts = { added: 2, changed: 1, removed: 0 };

  it('counts each worker once, with the worker a moved shift was published to', () => {
    expect(
      workersAffected([
        { employeeId: 1, published: null },
        { employeeId: 1, published: null },
        { employeeId: null, published: null },
      ]),
    ).toBe(1);
    expect(workersAffected([{ employeeId: 2, published: { employeeId: 3 } as never }])).toBe(2);
  });

  it('says who was notified, and why nobody was instead of "0 workers notified"', () => {
    expect(publishedMessage({ ...counts, notified: 3 }, 3)).toBe('2 new, 1 changed, 0 removed; 3 workers notified.');
    expect(publishedMessage({ ...counts, notified: 0 }, 3)).toBe(
      '2 new, 1 changed, 0 removed; no worker was notified: none of the 3 workers whose shifts changed has a user account. They see the changes on the time clock the next time they use it.',
    );
    expect(publishedMessage({ ...counts, notified: 0 }, 1)).toContain('the worker whose shifts changed has no user account.');
    expect(publishedMessage({ ...counts, notified: 1 }, 3)).toBe(
      '2 new, 1 changed, 0 removed; 1 of 3 workers notified. The other 2 have no user account. They see the changes on the time clock the next time they use it.',
    );
    expect(publishedMessage({ ...counts, notified: 0 }, 0)).toBe(
      '2 new, 1 changed, 0 removed; only open shifts changed, so no worker was notified.',
    );
    expect(publishedMessage({ ...counts, notified: 0 }, 0)).not.toMatch(/\b0 workers notified/);
  });
});
