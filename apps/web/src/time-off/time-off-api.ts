import type { TimeOffBalanceLine, TimeOffLedger } from '@punchline/contracts';
import { api } from '../api/http';

// The console's calls for time off balances (issue 20): GET timeoff/balances and
// timeoff/balances/{employeeId}; the rest of time off is on the resource toolkit.

export type BalanceLine = TimeOffBalanceLine;
export type WorkerLedger = TimeOffLedger & { codeName: string };

export const balancesKey = (orgId: number) => ['orgs', orgId, 'timeoff', 'balances'];

export async function fetchBalances(orgId: number, asOf: string, searchText: string): Promise<BalanceLine[]> {
  return (await api<{ results: BalanceLine[] }>(`orgs/${orgId}/timeoff/balances`, { query: { asOf, searchText } })).results;
}

export async function fetchLedgers(orgId: number, employeeId: number, asOf: string): Promise<WorkerLedger[]> {
  return (await api<{ results: WorkerLedger[] }>(`orgs/${orgId}/timeoff/balances/${employeeId}`, { query: { asOf } })).results;
}
