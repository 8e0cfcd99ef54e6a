import type { PayCodeTotal, TimecardInput } from '@punchline/domain';
import type { OrgAccess } from '../orgs/org-access';
import { viewerOf } from '../resources/access';
import type { StoredCard } from './timecards.service';

// Pay is sensitive (SPEC section 6 "pay_rates access"): a caller without pay access is never sent
// a wage or an amount, whatever the screen would show. Every answer of the time cards that carries
// money goes through here on its way out; who has pay access is decided once, by viewerOf
// (resources/access.ts), as for pay rates, the worker's pay type and the schedule's cost.

type Money = 'amount' | 'amountScaled';

/** A card as a caller without pay access receives it: hours, no amounts. */
export type CardWithoutPay<C extends Pick<StoredCard, 'payCodes' | 'totals'>> = Omit<C, 'payCodes' | 'totals'> & {
  payCodes: Omit<PayCodeTotal, Money>[];
  totals: Omit<C['totals'], Money>;
};

/** Whether the caller may be sent workers' pay (wages, amounts, costs). */
export function showsPay(access: OrgAccess): boolean {
  return viewerOf(access).pay;
}

/** The card as the caller may receive it: unchanged with pay access, without any amount otherwise. */
export function cardForCaller<C extends Pick<StoredCard, 'payCodes' | 'totals'>>(card: C, access: OrgAccess): C | CardWithoutPay<C> {
  if (showsPay(access)) return card;
  const { amount: _amount, amountScaled: _scaled, ...totals } = card.totals;
  const payCodes = card.payCodes.map(({ amount: _a, amountScaled: _s, ...hours }) => hours);
  return { ...card, payCodes, totals };
}

/** The engine's input as the caller may receive it: without the wage when they may not see pay
 *  (the browser's engine then computes zero amounts, which the screen does not show). */
export function inputForCaller(input: TimecardInput, pay: boolean): TimecardInput {
  if (pay) return input;
  const { wage: _wage, ...rest } = input;
  return rest;
}
