import { describe, expect, it } from 'vitest';
import { eventLabel, lastAnswer, prettyBody, statusLabel } from './delivery-labels';

describe('how a delivery reads in the ledger', () => {
  it('tells a queued delivery from one retrying after a failed try', () => {
    expect(statusLabel({ status: 'pending', attempts: 0 })).toBe('Queued');
    expect(statusLabel({ status: 'pending', attempts: 2 })).toBe('Retrying');
    expect(statusLabel({ status: 'failed', attempts: 8 })).toBe('Failed');
    expect(statusLabel({ status: 'delivered', attempts: 1 })).toBe('Delivered');
  });

  it('shows the HTTP status of the last answer, else why none came', () => {
    expect(lastAnswer({ lastHttpStatus: 500, lastError: 'answered HTTP 500' })).toBe('HTTP 500');
    expect(lastAnswer({ lastHttpStatus: null, lastError: 'connect ECONNREFUSED 127.0.0.1:8089' })).toBe(
      'connect ECONNREFUSED 127.0.0.1:8089',
    );
    expect(lastAnswer({ lastHttpStatus: null, lastError: null })).toBe('—');
  });

  it('names event types in words, unknown ones as they are, and indents bodies that parse', () => {
    expect(eventLabel('timeoff.request.decided')).toBe('Time-off request decided');
    expect(eventLabel('future.event')).toBe('future.event');
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('not json')).toBe('not json');
  });
});
