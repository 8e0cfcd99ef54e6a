import type { PayLine } from '@punchline/contracts';

// A pay summary's lines as people read them: grouped from gross to net, each with its sum.

export const LINE_GROUPS = ['earnings', 'adjustments', 'statutory', 'employer'] as const;
export type LineGroupKey = (typeof LINE_GROUPS)[number];

export const LINE_GROUP_TITLES: Record<LineGroupKey, string> = {
  earnings: 'Earnings',
  adjustments: 'Adjustments',
  statutory: 'Statutory deductions',
  employer: 'Employer contributions',
};

const GROUP_OF: Record<PayLine['kind'], LineGroupKey> = {
  hours: 'earnings',
  salary: 'earnings',
  time_off: 'earnings',
  holiday: 'earnings',
  earning: 'adjustments',
  reimbursement: 'adjustments',
  deduction: 'adjustments',
  statutory: 'statutory',
  employer: 'employer',
};

export type LineGroup = { key: LineGroupKey; title: string; lines: PayLine[]; seconds: number; total: string | undefined };

/**
 * The lines in their groups (earnings, adjustments, statutory, employer), in the server's order
 * within each, with the group's paid seconds and exact total; empty groups are left out. A
 * total is undefined when the caller may not see money (the lines carry no amounts).
 */
export function groupLines(lines: readonly PayLine[]): LineGroup[] {
  return LINE_GROUPS.map((key) => {
    const own = lines.filter((line) => GROUP_OF[line.kind] === key);
    const seconds = own.reduce((sum, line) => sum + (line.seconds ?? 0), 0);
    const amounts = own.map((line) => line.amount);
    const total = amounts.every((a): a is string => a !== undefined) ? sumDecimals(amounts) : undefined;
    return { key, title: LINE_GROUP_TITLES[key], lines: own, seconds, total };
  }).filter((group) => group.lines.length > 0);
}

/** Exact sum of decimal strings ("12.50" + "-3.125" = "9.375"). */
export function sumDecimals(values: readonly string[]): string {
  const places = Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
  const total = values.reduce((sum, v) => sum + toScaled(v, places), 0n);
  const neg = total < 0n;
  const digits = (neg ? -total : total).toString().padStart(places + 1, '0');
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return neg ? `-${body}` : body;
}

function toScaled(value: string, places: number): bigint {
  const [int = '0', frac = ''] = value.trim().replace(/^-/, '').split('.');
  const n = BigInt(`${int}${frac.padEnd(places, '0')}`);
  return value.trim().startsWith('-') ? -n : n;
}
