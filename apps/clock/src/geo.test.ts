import { describe, expect, it } from 'vitest';
import { geoExplanation, LOCATION_BLOCKED, OUTSIDE } from './geo';

// Issue 30: a G punch the clock never asked a location for was flagged without a word to the worker.

const punch = (flags: string[]) => ({ id: 1, type: 'in' as const, at: '2026-11-26T15:00:00Z', flags });

describe('geoExplanation', () => {
  it("shows the server's reason for a G punch, even when the clock sent no location", () => {
    const detail = 'This punch was recorded without a location, which this clock asks for; a supervisor will review it.';
    expect(geoExplanation({ punch: punch(['G', 'P']), geo: { verdict: 'unknown', detail } }, [])).toBe(detail);
    expect(geoExplanation({ punch: punch(['G', 'P']), geo: null }, [])).toBe(OUTSIDE);
  });

  it('says nothing twice, and nothing for a punch that is not G', () => {
    const geo = { verdict: 'unknown' as const, detail: 'no location' };
    expect(geoExplanation({ punch: punch(['G', 'P']), geo }, [LOCATION_BLOCKED])).toBeNull();
    expect(geoExplanation({ punch: punch(['P']), geo: null }, [])).toBeNull();
    expect(geoExplanation(null, [])).toBeNull();
  });
});
