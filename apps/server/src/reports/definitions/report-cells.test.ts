import { describe, expect, it } from 'vitest';
import { changesText, valueText, whoText } from './audit-cells';
import { placeText } from './punch-place';

describe('report cells', () => {
  it("writes a punch's place from its coordinates and the geofence's verdict", () => {
    expect(placeText({ latitude: 34.0522, longitude: -118.2437, geo: null })).toBe('34.05220, -118.24370');
    expect(placeText({ latitude: 34.0522, longitude: -118.2437, geo: 'inside' })).toBe('34.05220, -118.24370 (inside the geofence)');
    expect(placeText({ latitude: null, longitude: null, geo: 'unknown' })).toBe('Location unknown');
    expect(placeText({ latitude: null, longitude: null, geo: null })).toBeNull();
  });

  it('summarizes an audit entry by its action, and says how the actor entered', () => {
    expect(changesText('update', { name: { before: 'North', after: 'North Yard' }, note: { before: null, after: 'x' } })).toBe(
      'name: North → North Yard; note: (none) → x',
    );
    expect(changesText('create', { labelIds: { before: null, after: [3, 4] } })).toBe('labelIds: [3,4]');
    expect(changesText('delete', { name: { before: 'Old', after: null } })).toBe('name: Old');
    expect(valueText('x'.repeat(200))).toHaveLength(80);
    expect(whoText('delegate', 'Kim', 4)).toBe('Kim (delegate)');
    expect(whoText('sudo', null, 9)).toBe('User #9 (support)');
  });
});
