import { AUTO_DEDUCT_PAID } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';
import { CALIFORNIA } from '../../test/kits/timecard-world';
import { PAY_RULE_IS_DEFAULT } from './pay-rules.server';

type Rec = Record<string, unknown> & { id: number; version: number };
const INVALID = ['This selection is not valid.'];

describe('pay rules', async () => {
  const { orgA, call } = await resourceWorld();
  const url = `/orgs/${orgA}/payroll/rules`;
  const names = async () => (await call('admin', 'GET', `${url}?active=all`)).json<{ results: Rec[] }>().results.map((r) => r.name);
  const refused = async (input: object, errors: object) => {
    const response = await call('admin', 'POST', url, { name: 'Refused', ...input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  };

  it('saves California overtime with its defaults', async () => {
    const california = { ...CALIFORNIA, preset: 'california' };
    const created = await call('admin', 'POST', url, california);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ result: Rec }>().result).toEqual({
      id: expect.any(Number),
      version: 1,
      active: true,
      regularPayCode: 'REG',
      weekly2Threshold: null,
      weekly2PayCode: null,
      weekStartsOn: 1,
      overtimeByPayPeriod: false,
      applyShiftOverlapTo: null,
      ...california,
    });
  });

  it('refuses a pay code the organization does not have, or has made inactive; nothing is written', async () => {
    await refused({ daily1Threshold: 8, daily1PayCode: 'XYZ' }, { daily1PayCode: INVALID });
    await refused(
      { regularPayCode: 'NOPE', weekly1Threshold: 40, weekly1PayCode: 'OVERTIME' },
      { regularPayCode: INVALID, weekly1PayCode: INVALID },
    );
    await refused({ regularPayCode: 'reg' }, { regularPayCode: ['must be 1 to 20 capital letters, digits or _.'] });
    const codes = (await call('admin', 'GET', `/orgs/${orgA}/payroll/codes`)).json<{ results: Rec[] }>().results;
    const dt = codes.find((c) => c.code === 'DT')!;
    await call('admin', 'PUT', `/orgs/${orgA}/payroll/codes/${dt.id}`, { active: false });
    await refused({ daily2Threshold: 12, daily2PayCode: 'DT' }, { daily2PayCode: INVALID });
    // A code the rule already holds stays acceptable once made inactive: the rule can still be renamed.
    const california = (await call('admin', 'GET', url)).json<{ results: Rec[] }>().results.find((r) => r.name === 'California')!;
    const renamed = await call('admin', 'PUT', `${url}/${california.id}`, { name: 'California (2026)' });
    expect(renamed.statusCode).toBe(200);
    await call('admin', 'PUT', `/orgs/${orgA}/payroll/codes/${dt.id}`, { active: true });
    expect(await names()).toEqual(['California (2026)']);
  });

  it('needs each threshold with its pay code, and the second threshold above the first', async () => {
    await refused({ daily1Threshold: 8 }, { daily1PayCode: ['Daily Overtime Pay Code is a required field.'] });
    await refused({ weekly2PayCode: 'DT' }, { weekly2Threshold: ['Weekly Double Time After (hours) is a required field.'] });
    await refused(
      { consecutiveDaysThreshold: 7, consecutiveDaysRegularPayCode: 'OT' },
      { consecutiveDaysDaily1PayCode: ['Consecutive Days Overtime Pay Code is a required field.'] },
    );
    await refused(
      { daily1Threshold: 8, daily1PayCode: 'OT', daily2Threshold: 8, daily2PayCode: 'DT' },
      { daily2Threshold: ['must be greater than 8.'] },
    );
    await refused(
      { weekly1Threshold: 40, weekly1PayCode: 'OT', weekly2Threshold: 39.5, weekly2PayCode: 'DT' },
      { weekly2Threshold: ['must be greater than 40.'] },
    );
    await refused(
      { daily1Threshold: 24.5, daily1PayCode: 'OT', consecutiveDaysThreshold: 1 },
      {
        daily1Threshold: ['must be between 0 and 24.'],
        consecutiveDaysThreshold: ['must be between 2 and 7.'],
      },
    );
    // Double time alone (no daily overtime first) is a rule of its own.
    expect((await call('admin', 'POST', url, { name: 'DT only', daily2Threshold: 12, daily2PayCode: 'DT' })).statusCode).toBe(201);
    expect(await names()).toEqual(['California (2026)', 'DT only']);
  });

  it('the default pay rule of Payroll Defaults cannot be deleted', async () => {
    const rule = (await call('admin', 'POST', url, { name: 'FLSA', weekly1Threshold: 40, weekly1PayCode: 'OT' })).json<{ result: Rec }>()
      .result;
    const saved = await call('admin', 'PUT', `/orgs/${orgA}/payroll/defaults`, { defaultPayRuleId: rule.id });
    expect(saved.statusCode).toBe(200);
    const remove = await call('admin', 'DELETE', `${url}/${rule.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toEqual({ detail: PAY_RULE_IS_DEFAULT });
    await call('admin', 'PUT', `/orgs/${orgA}/payroll/defaults`, { defaultPayRuleId: null });
    expect((await call('admin', 'DELETE', `${url}/${rule.id}`)).statusCode).toBe(204);
  });
});

describe('breaks, rounding rules, shift classes', async () => {
  const { orgA, call } = await resourceWorld();
  const at = (path: string) => `/orgs/${orgA}/${path}`;

  it('a paid break cannot be deducted automatically', async () => {
    const paid = await call('admin', 'POST', at('shift/breaks'), { name: 'Rest', paid: true, after: 120, duration: 10, autoDeduct: true });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ autoDeduct: [AUTO_DEDUCT_PAID] });
    const lunch = await call('admin', 'POST', at('shift/breaks'), { name: 'Lunch', after: 300, duration: 30, autoDeduct: true });
    expect(lunch.json<{ result: Rec }>().result).toMatchObject({ paid: false, autoDeduct: true, grace: 0 });
    const id = lunch.json<{ result: Rec }>().result.id;
    expect((await call('admin', 'PUT', `${at('shift/breaks')}/${id}`, { paid: true })).json()).toEqual({ autoDeduct: [AUTO_DEDUCT_PAID] });
    expect((await call('admin', 'GET', `${at('shift/breaks')}/${id}`)).json<{ result: Rec }>().result.paid).toBe(false);
  });

  it('one rounding rule per position or direction', async () => {
    const quarter = { name: 'Quarter hour start', applyTo: 'shiftStart', interval: 15, mode: 'nearest' };
    expect((await call('admin', 'POST', at('shift/roundingrules'), quarter)).statusCode).toBe(201);
    const again = await call('admin', 'POST', at('shift/roundingrules'), { ...quarter, name: 'Another' });
    expect(again.json()).toEqual({ applyTo: ['must be unique.'] });
    const bad = await call('admin', 'POST', at('shift/roundingrules'), { name: 'Bad', applyTo: 'lunch', interval: 0, mode: 'sideways' });
    expect(bad.json()).toEqual({ applyTo: INVALID, interval: ['must be between 1 and 60.'], mode: INVALID });
  });

  it('a shift class pays under a pay class of the organization, which then cannot be deleted', async () => {
    const night = (await call('admin', 'POST', at('payroll/classes'), { name: 'Night', fixedDifferential: 1.5 })).json<{ result: Rec }>()
      .result;
    expect(night).toMatchObject({ multiplierDifferential: 1, fixedDifferential: 1.5, addThenMultiply: false, minBaseWage: null });
    expect((await call('admin', 'POST', at('shift/classes'), { name: 'Late', payClassId: 999999 })).json()).toEqual({
      payClassId: INVALID,
    });
    expect((await call('admin', 'POST', at('shift/classes'), { name: 'Late', color: 'red' })).json()).toEqual({
      color: ["must be a colour of the form '#rrggbb'."],
    });
    const late = await call('admin', 'POST', at('shift/classes'), { name: 'Late', color: '#1a2b3c', payClassId: night.id });
    expect(late.statusCode).toBe(201);
    const remove = await call('admin', 'DELETE', `${at('payroll/classes')}/${night.id}`);
    expect(remove.json()).toEqual({ detail: 'This pay class is in use and cannot be deleted. Make it inactive instead.' });
  });
});
