import { ORG_SETTINGS_EMPTY } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { ENTRY_STATES_OFF } from '../orgs/org-settings.routes';
import { resourceWorld } from '../../test/kits/resource-test-kit';

type Result = { result: Record<string, unknown> };

describe('shift defaults and payroll defaults', async () => {
  const { db, orgA, orgB, call } = await resourceWorld();
  const shift = `/orgs/${orgA}/shift/defaults`;
  const payroll = `/orgs/${orgA}/payroll/defaults`;
  const session = async () => (await call('admin', 'GET', `/orgs/${orgA}/session`)).json<Record<string, unknown>>();

  it('answers the defaults until saved, the same as the session', async () => {
    const defaults = {
      shiftMode: 'default',
      workShift: false,
      shiftStartsAt: '00:00',
      maxShift: 16,
      openShiftType: 'firstIn',
      openShiftStartsAt: null,
      openShiftMaxDuration: 16,
      maxExtendShiftEarly: 0,
      maxExtendShiftLate: 0,
      applyShiftOverlapTo: 'start',
      startEarlyGrace: 0,
      startLateGrace: 0,
      leaveEarlyGrace: 0,
      leaveLateGrace: 0,
      watchWindow: 240,
      offlineTolerance: 5,
      openShiftClaimNeedsApproval: true,
    };
    expect((await call('admin', 'GET', shift)).json()).toEqual({ result: { ...defaults, version: 0 } });
    const { shiftMode, workShift, shiftStartsAt, maxShift, openShiftType, openShiftMaxDuration, applyShiftOverlapTo } = defaults;
    expect(await session()).toMatchObject({
      shiftMode,
      workShift,
      shiftStartsAt,
      maxShift,
      openShiftType,
      openShiftMaxDuration,
      applyShiftOverlapTo,
    });
    // The resource kit's organizations use net pay (payroll enabled, enableNetPay): the rest are defaults.
    expect((await call('admin', 'GET', payroll)).json()).toEqual({
      result: {
        enabled: true,
        enableNetPay: true,
        enablePayRun: false,
        payrollId: null,
        payStubsAtClock: false,
        payPeriodType: 'week',
        payPeriodStarts: 1,
        usePayClass: false,
        defaultPayRuleId: null,
        payAccuracy: 2,
        version: 0,
      },
    });
  });

  it('saves shift defaults into the organization, so the session shows them', async () => {
    const input = {
      shiftMode: 'open',
      openShiftType: 'startsAt',
      openShiftStartsAt: '05:30',
      maxShift: 12.5,
      startLateGrace: 7,
      version: 0,
    };
    const saved = await call('admin', 'PUT', shift, input);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Result>().result).toMatchObject({ ...input, version: 1 });
    expect(await session()).toMatchObject({ shiftMode: 'open', openShiftType: 'startsAt', openShiftStartsAt: '05:30', maxShift: 12.5 });
    expect((await call('admin', 'GET', shift)).json<Result>().result).toMatchObject({ ...input, version: 1, watchWindow: 240 });
  });

  it('refuses bad times, ranges and a missing open shift start; nothing is written', async () => {
    const bad = await call('admin', 'PUT', shift, { shiftStartsAt: '24:00', maxShift: 0.5, watchWindow: 1441, offlineTolerance: -1 });
    expect(bad.json()).toEqual({
      shiftStartsAt: ['must be a valid time.'],
      maxShift: ['must be between 1 and 48.'],
      watchWindow: ['must be between 0 and 1440.'],
      offlineTolerance: ['must be between 0 and 60.'],
    });
    const missing = await call('admin', 'PUT', shift, { openShiftStartsAt: null });
    expect(missing.json()).toEqual({ openShiftStartsAt: ['Open Shift Starts At is a required field.'] });
    expect((await call('admin', 'PUT', shift, { openShiftStartsAt: '7:30' })).json()).toEqual({
      openShiftStartsAt: ['must be a valid time.'],
    });
    expect((await call('admin', 'GET', shift)).json<Result>().result).toMatchObject({
      shiftStartsAt: '00:00',
      openShiftStartsAt: '05:30',
      version: 1,
    });
    // Dated by the first IN, the open shift needs no start time.
    expect((await call('admin', 'PUT', shift, { openShiftType: 'firstIn', openShiftStartsAt: null })).statusCode).toBe(200);
  });

  it('checks the pay period start against its type (SPEC section 5)', async () => {
    const cases: [string, number, number][] = [
      ['week', 8, 7],
      ['biweek', 15, 14],
      ['semimonth', 14, 13],
      ['month', 32, 31],
      ['month', 0, 31],
    ];
    for (const [payPeriodType, payPeriodStarts, max] of cases) {
      const response = await call('admin', 'PUT', payroll, { payPeriodType, payPeriodStarts });
      expect(response.json()).toEqual({ payPeriodStarts: [`must be between 1 and ${max}.`] });
    }
    expect((await call('admin', 'PUT', payroll, { payAccuracy: 5, defaultPayRuleId: 999999 })).json()).toEqual({
      payAccuracy: ['must be between 0 and 4.'],
      defaultPayRuleId: ['This selection is not valid.'],
    });
    expect((await call('admin', 'PUT', payroll, { defaultPayRuleId: 999999 })).json()).toEqual({
      defaultPayRuleId: ['This selection is not valid.'],
    });
    expect((await call('admin', 'GET', payroll)).json<Result>().result.version).toBe(0);
  });

  it('saves payroll defaults, which the session reflects', async () => {
    const rule = (
      await call('admin', 'POST', `/orgs/${orgA}/payroll/rules`, { name: 'FLSA', weekly1Threshold: 40, weekly1PayCode: 'OT' })
    ).json<Result>().result;
    const input = {
      enabled: true,
      payPeriodType: 'semimonth',
      payPeriodStarts: 13,
      usePayClass: true,
      defaultPayRuleId: rule.id,
      payAccuracy: 4,
    };
    const saved = await call('admin', 'PUT', payroll, { ...input, version: 0 });
    const untouched = { enableNetPay: true, enablePayRun: false, payrollId: null, payStubsAtClock: false };
    expect(saved.json<Result>().result).toEqual({ ...input, ...untouched, version: 1 });
    expect(await session()).toMatchObject({ enabled: true, payPeriodType: 'semimonth', payPeriodStarts: 13, usePayClass: true });
  });

  it('payroll defaults need the payroll feature and manage_payroll; shift defaults edit_settings', async () => {
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgB).execute();
    expect((await call('outsider', 'GET', `/orgs/${orgB}/payroll/defaults`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/orgs/${orgB}/shift/defaults`)).statusCode).toBe(200);
    // 'plain' holds edit_settings only.
    expect((await call('plain', 'PUT', payroll, { payAccuracy: 3 })).statusCode).toBe(403);
    expect((await call('plain', 'PUT', shift, { startEarlyGrace: 3 })).statusCode).toBe(200);
    expect((await call('reader', 'PUT', shift, { startEarlyGrace: 4 })).statusCode).toBe(403);
  });
});

describe('PUT settings: the entry state switches', async () => {
  const { db, orgA, call } = await resourceWorld();
  const url = `/orgs/${orgA}/settings`;
  const session = async () => (await call('admin', 'GET', `/orgs/${orgA}/session`)).json<Record<string, unknown>>();

  it('saves each switch alone, keeping the others', async () => {
    expect((await call('admin', 'PUT', url, { entryStateEnabled: true })).json()).toEqual({ result: { entryStateEnabled: true } });
    expect((await call('admin', 'PUT', url, { entryStateExportPrompt: true, punchCodeMode: 'optional' })).statusCode).toBe(200);
    expect(await session()).toMatchObject({ entryStateEnabled: true, entryStateExportPrompt: true, punchCodeMode: 'optional' });
    expect((await call('admin', 'PUT', url, { entryStateEnabled: false })).statusCode).toBe(200);
    expect(await session()).toMatchObject({ entryStateEnabled: false, entryStateExportPrompt: true, punchCodeMode: 'optional' });
  });

  it('refuses an empty body, a non-boolean, and turning entry states on without the feature', async () => {
    const empty = await call('admin', 'PUT', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ nonFieldErrors: [ORG_SETTINGS_EMPTY] });
    expect((await call('admin', 'PUT', url, { entryStateEnabled: 'maybe' })).json()).toEqual({
      entryStateEnabled: ['must be true or false.'],
    });
    await db.updateTable('organizations').set({ features: [] }).where('id', '=', orgA).execute();
    expect((await call('admin', 'PUT', url, { entryStateEnabled: true })).json()).toEqual({ detail: ENTRY_STATES_OFF });
    expect((await call('admin', 'PUT', url, { entryStateEnabled: false, entryStateExportPrompt: false })).statusCode).toBe(200);
    expect(await session()).toMatchObject({ entryStateEnabled: false, entryStateExportPrompt: false });
    expect((await call('reader', 'PUT', url, { entryStateExportPrompt: true })).statusCode).toBe(403);
  });
});
