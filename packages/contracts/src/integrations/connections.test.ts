import { describe, expect, it } from 'vitest';
import { validateRecord } from '../resources/validate';
import { INVALID_CHOICE } from '../resources/field-messages';
import { connectionsResource, WEBHOOK_ADDRESS_MESSAGE, webhookAddressError } from './connections';

describe('a connection', () => {
  it('takes https anywhere and plain http only to this machine', () => {
    for (const ok of [
      'https://hooks.example.com/in',
      'https://10.0.0.5:8443/x?y=1',
      'http://localhost:3000/hooks',
      'http://127.0.0.1/in',
      'http://[::1]:9000/',
    ]) {
      expect(webhookAddressError(ok), ok).toBeNull();
    }
    for (const refused of [
      'http://hooks.example.com/in',
      'http://localhost.example.com/',
      'http://127.0.0.2/',
      'ftp://example.com/',
      'hooks.example.com',
      '',
    ]) {
      expect(webhookAddressError(refused), refused).toBe(WEBHOOK_ADDRESS_MESSAGE);
    }
    expect(webhookAddressError('https://user:pass@hooks.example.com/')).toBe('must not hold a user name or password.');
  });

  it('needs at least one known event', () => {
    const base = { name: 'Sync', url: 'https://hooks.example.com/in', active: true };
    expect(validateRecord(connectionsResource, { ...base, eventTypes: ['punch.created', 'worker.updated'] }).errors).toEqual({});
    expect(validateRecord(connectionsResource, { ...base, eventTypes: [] }).errors.eventTypes).toEqual(['Events is a required field.']);
    expect(validateRecord(connectionsResource, { ...base, eventTypes: ['punch.deleted'] }).errors.eventTypes).toEqual([INVALID_CHOICE]);
  });
});
