import { dayFromIso, localFromEpoch, type PayPeriod } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { cardWithApproval, type ApprovedCard } from './timecard-approvals.service';
import { addCardPunch, deleteCardPunch, editCardPunch, type Writer } from './timecard-punch-ops';
import { loadOrgInputs, periodOf, workerOf } from './timecards.service';

// One save of the time card editor (issue 16): every change of the card in one transaction, all or
// nothing. The first refused change (a locked period, a punch changed since it was loaded, a punch
// its entry state locks) rolls the whole save back, and the answer says which one and why.

export type CardChange =
  | { op: 'add'; type: 'in' | 'out'; at: string; costing?: Record<string, string | null> | null; note?: string | null }
  | { op: 'edit'; id: number; version: number; at?: string; type?: 'in' | 'out' }
  | { op: 'delete'; id: number; version: number };

export const OUTSIDE_CARD = (period: PayPeriod) =>
  `This time is outside the pay period ${period.start} to ${period.end}: open the card of its own period to change it.`;

export async function applyCardChanges(
  trx: TenantTx,
  w: Writer,
  employeeId: number,
  date: string,
  changes: readonly CardChange[],
): Promise<ApprovedCard> {
  const inputs = await loadOrgInputs(trx, w.orgId);
  const period = periodOf(inputs, date);
  await workerOf(trx, w.orgId, employeeId);
  // A new instant must land on a day of this card: the editor shows only this period.
  const inCard = (at: Date, index: number) => {
    const day = dayFromIso(localFromEpoch(Math.floor(at.getTime() / 1000), inputs.timeZone).slice(0, 10));
    if (day < period.startDay || day > period.endDay) throw ApiError.fields({ [`changes.${index}`]: [OUTSIDE_CARD(period)] });
    return at;
  };
  for (const [index, change] of changes.entries()) {
    if (change.op === 'add') {
      const at = inCard(new Date(change.at), index);
      await addCardPunch(trx, w, { employeeId, type: change.type, at, costing: change.costing ?? null, note: change.note ?? null });
    } else if (change.op === 'edit') {
      const at = change.at === undefined ? undefined : inCard(new Date(change.at), index);
      await editCardPunch(trx, w, employeeId, { id: change.id, version: change.version, at, type: change.type });
    } else {
      await deleteCardPunch(trx, w, employeeId, change);
    }
  }
  return cardWithApproval(trx, w.orgId, employeeId, date, { inputs, now: w.now });
}
