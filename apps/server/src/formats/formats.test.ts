import { formatsSettings } from '@punchline/contracts';
import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';
import { STALE_VERSION } from '../resources/version';

describe('GET/PUT org/formats', async () => {
  const { orgA, orgB, call, db } = await resourceWorld();
  const url = `/orgs/${orgA}/org/formats`;

  it('declares every format preference of the domain, and answers the defaults before any save', async () => {
    expect(Object.keys(formatsSettings.fields).sort()).toEqual(Object.keys(DEFAULT_FORMAT_PREFERENCES).sort());
    const response = await call('reader', 'GET', url);
    expect(response.json()).toEqual({ result: { ...DEFAULT_FORMAT_PREFERENCES, version: 0 } });
  });

  it('saves the whole object, refuses a stale version, audits the changed fields only', async () => {
    const saved = await call('admin', 'PUT', url, {
      ...DEFAULT_FORMAT_PREFERENCES,
      timeFormat: '24',
      displayMiddleName: 'initial',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    const expected = { ...DEFAULT_FORMAT_PREFERENCES, timeFormat: 24, displayMiddleName: 'initial', version: 1 };
    expect(saved.json()).toEqual({ result: expected });
    expect((await call('admin', 'GET', url)).json()).toEqual({ result: expected });

    const stale = await call('admin', 'PUT', url, { dateFormat: 'ymd', version: 0 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: STALE_VERSION }]);
    expect((await call('admin', 'GET', url)).json<{ result: object }>().result).toEqual(expected);

    const audit = await call('admin', 'GET', `/orgs/${orgA}/audit?affectedKind=formats&affectedId=${orgA}`);
    expect(audit.json<{ results: { changes: object }[] }>().results[0]!.changes).toEqual({
      timeFormat: { before: 12, after: 24 },
      displayMiddleName: { before: null, after: 'initial' },
    });
    // Another organization keeps its defaults.
    const other = await db.selectFrom('org_settings_records').select('org_id').where('org_id', '=', orgB).execute();
    expect(other).toEqual([]);
  });

  it('answers the section 5 messages for bad values and changes nothing', async () => {
    const response = await call('admin', 'PUT', url, {
      dateFormat: 'yyyy',
      payAccuracy: 9,
      punchesPerTimecard: 'two',
      calendarEventTitleFormat: ' ',
      fourDigitYear: 'perhaps',
      version: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      dateFormat: ['This selection is not valid.'],
      payAccuracy: ['must be between 0 and 6.'],
      punchesPerTimecard: ['must be a integer value.'],
      calendarEventTitleFormat: ['Calendar Event Title Format is a required field.'],
      fourDigitYear: ['This selection is not valid.'],
    });
    expect((await call('admin', 'GET', url)).json<{ result: { version: number } }>().result.version).toBe(1);
  });

  it('needs edit_settings to save and membership to read', async () => {
    expect((await call('reader', 'PUT', url, { version: 1 })).statusCode).toBe(403);
    expect((await call('outsider', 'GET', url)).statusCode).toBe(403);
    expect((await call('clocks', 'GET', url)).statusCode).toBe(403);
  });
});
