import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { payStubFailure, stubRow } from './pay-stubs';
import type { DeviceFormats, WorkerPayStub } from '@punchline/contracts/device';

const eu: DeviceFormats = { ...DEFAULT_FORMAT_PREFERENCES, dateFormat: 'dmy', dateSeparator: '.' };
const stub: WorkerPayStub = {
  paySummaryId: 7,
  payRunId: 3,
  periodStart: '2026-01-15',
  periodEnd: '2026-01-28',
  payDate: '2026-01-30',
  net: '1686.0900',
  netText: '1,686.09',
};

describe('My pay on the clock', () => {
  it("shows a stub's period, pay date and net pay in the organization's formats", () => {
    expect(stubRow(stub, eu)).toEqual({ period: '15.01.2026 to 28.01.2026', paid: 'Paid 30.01.2026', net: '1,686.09' });
    expect(stubRow({ ...stub, payDate: null }, eu).paid).toBe('');
  });

  it('shows nothing when the organization does not show pay stubs at the clock, and says why otherwise', () => {
    expect(payStubFailure(new ApiError(403, { detail: 'off', code: 'pay_stubs_off' }))).toBe('');
    expect(payStubFailure(new NetworkError('No network'))).toBe('Your pay stubs cannot be loaded without network.');
    expect(payStubFailure(new ApiError(403, { detail: 'Unknown PIN.', code: 'unknown_worker' }))).toBe('Unknown PIN.');
    expect(payStubFailure(new ApiError(502, { detail: 'Bad gateway' }))).toBe('Your pay stubs could not be loaded just now.');
  });
});
