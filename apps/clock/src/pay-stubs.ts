import { formatDate } from '@punchline/domain';
import type { DeviceFormats, WorkerPayStub } from '@punchline/contracts/device';
import { ApiError, NetworkError } from './api';

// What My pay shows of a stub and of a failure, apart from the screen so it can be tested.

/** One row of the list: the period, the pay date and net pay, in the organization's formats. */
export function stubRow(stub: WorkerPayStub, f: DeviceFormats): { period: string; paid: string; net: string } {
  return {
    period: `${formatDate(stub.periodStart, f)} to ${formatDate(stub.periodEnd, f)}`,
    paid: stub.payDate ? `Paid ${formatDate(stub.payDate, f)}` : '',
    net: stub.netText,
  };
}

/** What to tell the worker when the list or a stub fails; '' when My pay is off (nothing shows). */
export function payStubFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'pay_stubs_off') return '';
  if (error instanceof NetworkError) return 'Your pay stubs cannot be loaded without network.';
  if (error instanceof ApiError && error.status < 500 && error.code !== undefined) return error.message;
  return 'Your pay stubs could not be loaded just now.';
}
