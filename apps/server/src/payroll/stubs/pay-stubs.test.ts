import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payStubWorld, type StubLineSeed } from '../../../test/kits/pay-stub-world';
import { NOT_FINALIZED } from './pay-stub-data';
import { PAY_STUBS_OFF } from './pay-stub-gate';

// Pay stubs (issue 33): the console's PDF and My pay at the clock, on runs written as the pay run
// service leaves them. PDFs are read back with pdftotext; figures are in the organization's
// formats (day-first dates, h:mm durations, last name first, 2 decimals).

const H = 3600;
const dir = mkdtempSync(path.join(tmpdir(), 'pay-stubs-'));
let files = 0;

/** The PDF's text, laid out as on the page. */
function pdfText(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const at = path.join(dir, `stub-${++files}.pdf`);
  writeFileSync(at, response.rawPayload);
  return execFileSync('pdftotext', ['-layout', at, '-'], { encoding: 'utf8' });
}

const statutory = (base: string, ss: string, med: string): StubLineSeed[] => [
  { kind: 'statutory', code: 'SS', name: 'Social Security', rate: '6.2000', base, amount: `-${ss}` },
  { kind: 'statutory', code: 'MED', name: 'Medicare', rate: '1.4500', base, amount: `-${med}` },
];
const employer = (base: string, ss: string, med: string): StubLineSeed[] => [
  { kind: 'employer', code: 'SS', name: 'Social Security', rate: '6.2000', base, amount: ss },
  { kind: 'employer', code: 'MED', name: 'Medicare', rate: '1.4500', base, amount: med },
];
const regular = (hours: number, amount: string): StubLineSeed => ({
  kind: 'hours',
  code: 'REG',
  name: 'Regular',
  seconds: hours * H,
  rate: '20.000000',
  amount,
});

describe('pay stubs', async () => {
  const w = await payStubWorld();
  const { org, call, deviceCall, refs } = w;
  const formats = await call('owner', 'PUT', `/orgs/${org}/org/formats`, { dateFormat: 'dmy', nameFormat: 'lastfirst', version: 0 });
  expect(formats.statusCode, formats.body).toBe(200);

  const ann = await w.pinWorker({ firstName: 'Ann', lastName: 'Lee', employeeNumber: 'E-100', departmentId: refs.deptA });
  const bob = await w.pinWorker({ firstName: 'Bob', lastName: 'Ray', departmentId: refs.deptB });

  // Last year's run: never in this year's figures.
  const lastYear = await w.run({ periodStart: '2025-12-15', periodEnd: '2025-12-28', payDate: '2025-12-31' });
  await w.summary(lastYear, {
    employeeId: ann.id,
    paidSeconds: 50 * H,
    gross: '1000.00',
    deductions: '0',
    net: '1000.00',
    employerCost: '1000.00',
    lines: [regular(50, '1000.00')],
  });
  const first = await w.run({ periodStart: '2026-01-01', periodEnd: '2026-01-14', payDate: '2026-01-16' });
  await w.summary(first, {
    employeeId: ann.id,
    paidSeconds: 42 * H,
    gross: '960.00',
    deductions: '98.44',
    net: '901.56',
    employerCost: '1073.44',
    lines: [
      regular(40, '800.00'),
      { kind: 'hours', code: 'OT', name: 'Overtime', seconds: 2 * H, rate: '30.000000', amount: '60.00' },
      { kind: 'earning', code: 'BONUS', name: 'Bonus', amount: '100.00' },
      { kind: 'deduction', code: 'UNIFORM', name: 'Uniform', amount: '-25.00', taxable: false },
      ...statutory('960.00', '59.52', '13.92'),
      { kind: 'reimbursement', code: 'MILE', name: 'Mileage', amount: '40.00', taxable: false },
      ...employer('960.00', '59.52', '13.92'),
    ],
  });
  const second = await w.run({ name: 'January, second half', periodStart: '2026-01-15', periodEnd: '2026-01-28', payDate: '2026-01-30' });
  const annSecond = await w.summary(second, {
    employeeId: ann.id,
    paidSeconds: 38.5 * H,
    gross: '770.00',
    deductions: '83.91',
    net: '686.09',
    employerCost: '828.91',
    lines: [
      regular(38.5, '770.00'),
      { kind: 'deduction', code: 'UNIFORM', name: 'Uniform', amount: '-25.00', taxable: false },
      ...statutory('770.00', '47.74', '11.17'),
      ...employer('770.00', '47.74', '11.17'),
    ],
  });
  const bobSecond = await w.summary(second, {
    employeeId: bob.id,
    paidSeconds: 10 * H,
    gross: '200.00',
    deductions: '0',
    net: '200.00',
    employerCost: '200.00',
    lines: [regular(10, '200.00')],
  });
  // A later run of the same year: not in the second run's year to date.
  const third = await w.run({ periodStart: '2026-01-29', periodEnd: '2026-02-11', payDate: '2026-02-13' });
  await w.summary(third, {
    employeeId: ann.id,
    paidSeconds: 20 * H,
    gross: '400.00',
    deductions: '0',
    net: '400.00',
    employerCost: '400.00',
    lines: [regular(20, '400.00')],
  });
  const draft = await w.run({ periodStart: '2026-02-12', periodEnd: '2026-02-25', state: 'approved' });
  const annDraft = await w.summary(draft, {
    employeeId: ann.id,
    paidSeconds: 0,
    gross: '0',
    deductions: '0',
    net: '0',
    employerCost: '0',
    lines: [],
  });

  const stubUrl = (runId: number, summaryId: number, inOrg = org) => `/orgs/${inOrg}/payroll/runs/${runId}/summaries/${summaryId}/stub`;

  describe('the console stub', () => {
    it('shows the worker, the period, each figure with its year to date, net pay, and employer contributions apart', async () => {
      const response = await call('owner', 'GET', stubUrl(second, annSecond));
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent('Pay stub 2026-01-30 Lee Ann.pdf')}`,
      );
      const text = pdfText(response);
      expect(text).toMatch(/Alpha\s+Pay Stub/);
      expect(text).toContain('January, second half');
      expect(text).toMatch(/Employee\s+Lee, Ann\s+Pay date\s+30\/01\/2026/);
      expect(text).toMatch(/Employee no\.\s+E-100\s+Pay period\s+15\/01\/2026 to 28\/01\/2026/);
      // Earnings: this run's hours, rate and amount; the year to date over the two 2026 runs only.
      expect(text).toMatch(/Regular\s+38:30\s+20\.00\s+770\.00\s+1,570\.00/);
      // Paid earlier this year, not on this run: the year's figure only.
      expect(text).toMatch(/Overtime\s+60\.00\n/);
      expect(text).toMatch(/Bonus\s+100\.00\n/);
      expect(text).toMatch(/Gross pay\s+38:30\s+770\.00\s+1,730\.00/);
      expect(text).toMatch(/Uniform\s+Deduction\s+25\.00\s+50\.00/);
      expect(text).toMatch(/Mileage\s+Reimbursement\s+40\.00\n/);
      const [before, employerPart] = text.split('Employer contributions');
      expect(employerPart).toBeDefined();
      expect(before).toMatch(/Social Security\s+770\.00\s+6\.2%\s+47\.74\s+107\.26/);
      expect(before).toMatch(/Medicare\s+770\.00\s+1\.45%\s+11\.17\s+25\.09/);
      expect(before).toMatch(/Deductions\s+-83\.91\s+-182\.35/);
      expect(before).toMatch(/Net pay\s+686\.09\s+1,587\.65/);
      expect(employerPart).toMatch(/Social Security\s+770\.00\s+6\.2%\s+47\.74\s+107\.26/);
      expect(employerPart).toMatch(/Medicare\s+770\.00\s+1\.45%\s+11\.17\s+25\.09/);
      expect(employerPart).toMatch(/Net pay\s+686\.09/);
      expect(text).not.toContain('Provided through');
    });

    it("names the distributor's white-label console on its organizations' stubs", async () => {
      const { rows } = await sql<{
        id: number;
      }>`insert into distributors (name, console_name) values ('Acme Partners', 'Acme Time') returning id`.execute(w.db);
      await sql`update organizations set distributor_id = ${rows[0]!.id} where id = ${org}`.execute(w.db);
      try {
        expect(pdfText(await call('owner', 'GET', stubUrl(second, annSecond)))).toContain('Provided through Acme Time');
      } finally {
        await sql`update organizations set distributor_id = null where id = ${org}`.execute(w.db);
      }
    });

    it('refuses a run that is not finalized (400), a summary of another run (404), and changes nothing', async () => {
      const notFinal = await call('owner', 'GET', stubUrl(draft, annDraft));
      expect([notFinal.statusCode, notFinal.json()]).toEqual([400, { detail: NOT_FINALIZED }]);
      expect((await call('owner', 'GET', stubUrl(first, annSecond))).statusCode).toBe(404);
      expect((await call('owner', 'GET', `/orgs/${org}/payroll/runs/${second}/summaries/abc/stub`)).statusCode).toBe(400);
    });

    it('needs manage_payroll and pay access, the organization, and the payroll and pay_run features with pay runs on', async () => {
      await w.member(
        'payroll-no-pay',
        PERMISSIONS.filter((p) => p !== 'access_employee_sensitive'),
      );
      await w.member(
        'no-payroll',
        PERMISSIONS.filter((p) => p !== 'manage_payroll'),
      );
      expect((await call('payroll-no-pay', 'GET', stubUrl(second, annSecond))).statusCode).toBe(403);
      expect((await call('no-payroll', 'GET', stubUrl(second, annSecond))).statusCode).toBe(403);
      expect((await call('outsider', 'GET', stubUrl(second, annSecond))).statusCode).toBe(403);
      // Another organization running pay runs does not find this one's summary through its own path.
      await sql`update organizations set features = features || array['payroll', 'pay_run']::text[] where id = ${w.other}`.execute(w.db);
      const theirs = await call('outsider', 'PUT', `/orgs/${w.other}/payroll/defaults`, { enabled: true, enablePayRun: true });
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect((await call('outsider', 'GET', stubUrl(second, annSecond, w.other))).statusCode).toBe(404);

      await w.payrollDefaults({ enablePayRun: false });
      expect((await call('owner', 'GET', stubUrl(second, annSecond))).statusCode).toBe(403);
      await w.payrollDefaults({ enablePayRun: true });
      await sql`update organizations set features = array_remove(features, 'pay_run') where id = ${org}`.execute(w.db);
      expect((await call('owner', 'GET', stubUrl(second, annSecond))).statusCode).toBe(403);
      await sql`update organizations set features = features || array['pay_run']::text[] where id = ${org}`.execute(w.db);
      expect((await call('owner', 'GET', stubUrl(second, annSecond))).statusCode).toBe(200);
    });

    it("keeps a restricted administrator to their workers' stubs", async () => {
      await w.member('dept-b', PERMISSIONS);
      await w.restrict('dept-b', { departmentIds: [refs.deptB] });
      expect((await call('dept-b', 'GET', stubUrl(second, annSecond))).statusCode).toBe(404);
      expect(pdfText(await call('dept-b', 'GET', stubUrl(second, bobSecond)))).toMatch(/Ray, Bob/);
    });
  });

  describe('My pay at the clock', async () => {
    const { token } = await w.device();
    const as = (pin: string) => ({ identification: { method: 'pin', pin } });

    it("lists the worker's finalized runs, latest first, with net pay in the organization's format", async () => {
      const response = await deviceCall(token, 'POST', '/pay-stubs', as(ann.pin));
      expect(response.statusCode, response.body).toBe(200);
      const { employee, stubs } = response.json<{ result: { employee: { id: number }; stubs: Record<string, unknown>[] } }>().result;
      expect(employee.id).toBe(ann.id);
      expect(stubs.map((s) => [s.payDate, s.netText])).toEqual([
        ['2026-02-13', '400.00'],
        ['2026-01-30', '686.09'],
        ['2026-01-16', '901.56'],
        ['2025-12-31', '1,000.00'],
      ]);
      expect(stubs[1]).toEqual({
        paySummaryId: annSecond,
        payRunId: second,
        periodStart: '2026-01-15',
        periodEnd: '2026-01-28',
        payDate: '2026-01-30',
        net: '686.0900',
        netText: '686.09',
      });
    });

    it("opens the worker's own stub, and never another worker's", async () => {
      const text = pdfText(await deviceCall(token, 'POST', `/pay-stubs/${annSecond}`, as(ann.pin)));
      expect(text).toMatch(/Net pay\s+686\.09\s+1,587\.65/);
      const other = await deviceCall(token, 'POST', `/pay-stubs/${bobSecond}`, as(ann.pin));
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('%PDF');
      const notFinal = await deviceCall(token, 'POST', `/pay-stubs/${annDraft}`, as(ann.pin));
      expect([notFinal.statusCode, notFinal.json<{ detail: string }>().detail]).toEqual([400, NOT_FINALIZED]);
      const bobs = await deviceCall(token, 'POST', '/pay-stubs', as(bob.pin));
      expect(bobs.json<{ result: { stubs: { paySummaryId: number }[] } }>().result.stubs.map((s) => s.paySummaryId)).toEqual([bobSecond]);
    });

    it('refuses without identification, with an unknown PIN, and without a device token', async () => {
      expect((await deviceCall(token, 'POST', '/pay-stubs', {})).statusCode).toBe(400);
      expect((await deviceCall(token, 'POST', `/pay-stubs/${annSecond}`, {})).statusCode).toBe(400);
      const unknown = await deviceCall(token, 'POST', `/pay-stubs/${annSecond}`, as('999999999999'));
      expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
      expect(unknown.json<{ code: string }>().code).toBe('unknown_worker');
      const anonymous = await w.app.inject({ method: 'POST', url: `/api/device/v1/pay-stubs/${annSecond}`, payload: as(ann.pin) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses when payroll defaults do not show pay stubs at the clock', async () => {
      await w.payrollDefaults({ payStubsAtClock: false });
      try {
        for (const url of ['/pay-stubs', `/pay-stubs/${annSecond}`]) {
          const response = await deviceCall(token, 'POST', url, as(ann.pin));
          expect([response.statusCode, response.json()]).toEqual([403, { detail: PAY_STUBS_OFF, code: 'pay_stubs_off' }]);
        }
      } finally {
        await w.payrollDefaults({ payStubsAtClock: true });
      }
    });
  });
});
