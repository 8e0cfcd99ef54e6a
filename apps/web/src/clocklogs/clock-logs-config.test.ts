import { describe, expect, it } from 'vitest';
import { clockLogsConfig, clockLogsDefFor, faceText, outcomeText } from './clock-logs-config';

describe('clock logs list', () => {
  it('reads the outcome with its refusal, and the face status with its score', () => {
    expect(outcomeText('Refused', 'Face not recognised')).toBe('Refused · Face not recognised');
    expect(outcomeText('Accepted', null)).toBe('Accepted');
    expect(faceText('Low confidence', 0.414)).toBe('Low confidence (41%)');
    expect(faceText('', 0.4)).toBe('');
  });

  it('leaves every face part out for an organization without the face feature', () => {
    const def = clockLogsDefFor(false);
    expect(Object.keys(def.fields)).not.toContain('faceStatus');
    expect(Object.keys(def.computed ?? {})).not.toContain('faceLogId');
    expect(Object.keys(def.filters ?? {})).not.toContain('faceStatus');
    expect(clockLogsConfig(false).listColumns).not.toContain('photo');
    expect(clockLogsConfig(true).listColumns).toEqual(expect.arrayContaining(['photo', 'faceStatus']));
    expect(Object.keys(clockLogsDefFor(true).fields)).toContain('faceStatus');
  });
});
