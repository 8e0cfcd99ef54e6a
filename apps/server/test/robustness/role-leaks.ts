import type { Finding, Outcome } from './runner';
import { OTHER_SHOP, RATE } from './role-world';

// What a role may not be sent (issue 30): money without pay access (SPEC section 6 "pay_rates
// access"), workers outside a label-restricted administrator's shops.

/** Keys whose value is workers' pay: amounts, wages, rates, costs, the pay type. */
const MONEY_KEYS = new Set(['amount', 'amountScaled', 'wage', 'rate', 'payRate', 'cost', 'payType']);
/** Time off counts in hours or days: its `amount` and accrual `rate` are time, not money. */
const TIME_OFF = /\/(timeoff|time-off)(\/|$)/;
const TIME_KEYS = new Set(['amount', 'rate']);

export type Forbidden = { money: boolean; otherShops: boolean };

/** Where a JSON body holds money (a non-null value under a money key), as dotted paths. */
export function moneyPaths(value: unknown, operationPath: string, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyPaths(item, operationPath, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = path ? `${path}.${key}` : key;
    const isMoney = MONEY_KEYS.has(key) && item !== null && !(TIME_OFF.test(operationPath) && TIME_KEYS.has(key));
    return isMoney ? [here] : moneyPaths(item, operationPath, here);
  });
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The leaks of one answer to a caller who may not see what `forbidden` names. */
export function roleLeaks(o: Outcome, path: string, who: string, forbidden: Forbidden): Finding[] {
  const problems: string[] = [];
  if (forbidden.money) {
    const paths = moneyPaths(parse(o.body), path);
    if (paths.length > 0) problems.push(`leak: money sent to ${who} without pay access (${paths.slice(0, 5).join(', ')})`);
    if (o.body.includes(RATE)) problems.push(`leak: a worker's pay rate sent to ${who} without pay access`);
  }
  if (forbidden.otherShops && o.body.toLowerCase().includes(OTHER_SHOP)) problems.push(`leak: a worker of another shop sent to ${who}`);
  return problems.map((problem) => ({
    problem,
    operation: o.operation,
    input: o.probe.label,
    status: o.status,
    body: o.body.slice(0, 300),
  }));
}
