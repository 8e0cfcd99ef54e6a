import type { ReportColumn, ReportGroup, ReportParams, ReportRow, ReportSpec } from '@punchline/contracts';
import { ApiError } from '../http/api-error';

// Turns a report's rows into what every report answers: the chosen columns (pay columns only with
// pay access), groups by the chosen grouping with subtotals, and the grand total. Pure, so every
// rule here is tested without a database.

/** The columns shown: the user's choice in its order, else the defaults; pay ones only with pay access. */
export function shownColumns(spec: ReportSpec, params: ReportParams, pay: boolean): ReportColumn[] {
  const allowed = spec.columns.filter((c) => pay || !c.pay);
  if (!params.columns || params.columns.length === 0) return allowed.filter((c) => !c.optional);
  const unknown = params.columns.filter((k) => !spec.columns.some((c) => c.key === k));
  if (unknown.length > 0) throw ApiError.badRequest(`${spec.title} has no column ${unknown.map((k) => `'${k}'`).join(', ')}.`);
  return params.columns.map((k) => allowed.find((c) => c.key === k)).filter((c): c is ReportColumn => c !== undefined);
}

/** The grouping asked for (one of the spec's), the spec's default, or none. */
export function groupingOf(spec: ReportSpec, params: ReportParams): { key: string; label: string } | null {
  const key = params.groupBy ?? spec.defaultGroupBy;
  if (key === undefined || key === '' || key === 'none') return null;
  const grouping = spec.groupings.find((g) => g.key === key);
  if (!grouping)
    throw ApiError.badRequest(
      `${spec.title} cannot be grouped by '${key}'. Choose one of: ${spec.groupings.map((g) => g.label).join(', ')}.`,
    );
  return grouping;
}

/** Adds decimal strings exactly (money): '0.10' + '0.20' = '0.30', never 0.30000000000000004. */
export function addDecimals(a: string, b: string): string {
  const scale = Math.max(decimals(a), decimals(b));
  const sum = scaled(a, scale) + scaled(b, scale);
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale > 0 ? `${whole}.${digits.slice(-scale)}` : whole;
  return negative ? `-${text}` : text;
}
const decimals = (s: string) => (s.includes('.') ? s.length - s.indexOf('.') - 1 : 0);
function scaled(s: string, scale: number): bigint {
  const negative = s.startsWith('-');
  const [whole = '0', fraction = ''] = s.replace('-', '').split('.');
  const value = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt((fraction.padEnd(scale, '0') || '0').slice(0, scale) || '0');
  return negative ? -value : value;
}

/**
 * The sum of numbers at the precision of the numbers added: decimal hours and days (time off in
 * ten-thousandths) add up to 0.3, not 0.30000000000000004. Non-numbers count as nothing.
 */
export function sumNumbers(values: readonly unknown[]): number {
  let sum = 0;
  let places = 0;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    sum += v;
    places = Math.max(places, placesOf(v));
  }
  return Number(sum.toFixed(Math.min(places, 10)));
}
const placesOf = (n: number) => (Number.isInteger(n) ? 0 : (String(n).split('.')[1]?.length ?? 10));

/** The sum of each total column over rows (money added exactly, others as numbers). */
export function totalsOf(rows: readonly ReportRow[], columns: readonly ReportColumn[]): ReportRow {
  const total: ReportRow = {};
  for (const c of columns) {
    if (!c.total) continue;
    if (c.type === 'money') {
      total[c.key] = rows.reduce<string>((sum, r) => (typeof r[c.key] === 'string' ? addDecimals(sum, r[c.key] as string) : sum), '0');
    } else {
      total[c.key] = sumNumbers(rows.map((r) => r[c.key]));
    }
  }
  return total;
}

/** Only the fields a caller receives: the shown columns, the row's identity and the grouping's. */
function pick(row: ReportRow, keep: readonly string[]): ReportRow {
  const out: ReportRow = {};
  for (const k of keep) if (k in row) out[k] = row[k] ?? null;
  return out;
}

export type Shaped = { columns: ReportColumn[]; groupBy: string | null; groups: ReportGroup[]; total: ReportRow; rowCount: number };

/**
 * Groups rows (in the order the query gave them within each group; groups by label) with
 * subtotals, and the grand total. Pay columns never leave without pay access, even as a
 * grouping or a row key.
 */
export function shapeReport(spec: ReportSpec, params: ReportParams, rows: readonly ReportRow[], pay: boolean): Shaped {
  const columns = shownColumns(spec, params, pay);
  const grouping = groupingOf(spec, params);
  const hiddenPay = new Set(spec.columns.filter((c) => c.pay && !pay).map((c) => c.key));
  const keep = [...new Set([...columns.map((c) => c.key), ...spec.rowKey, ...(grouping ? [grouping.key] : [])])].filter(
    (k) => !hiddenPay.has(k),
  );
  const byGroup = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = grouping ? String(row[grouping.key] ?? '') : '';
    const list = byGroup.get(key);
    const picked = pick(row, keep);
    if (list) list.push(picked);
    else byGroup.set(key, [picked]);
  }
  const keys = [...byGroup.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  const groups = keys.map((key) => {
    const groupRows = byGroup.get(key)!;
    return {
      key,
      label: grouping ? key || `No ${grouping.label.toLowerCase()}` : '',
      rows: groupRows,
      subtotal: totalsOf(groupRows, columns),
    };
  });
  return { columns, groupBy: grouping?.key ?? null, groups, total: totalsOf(rows, columns), rowCount: rows.length };
}

/** Two totals of the same columns added (a file export adds each batch's totals to the running one). */
export function addTotals(a: ReportRow, b: ReportRow, columns: readonly ReportColumn[]): ReportRow {
  const sum: ReportRow = { ...a };
  for (const c of columns) {
    if (!c.total) continue;
    const x = a[c.key];
    const y = b[c.key];
    if (c.type === 'money') sum[c.key] = addDecimals(typeof x === 'string' ? x : '0', typeof y === 'string' ? y : '0');
    else sum[c.key] = (typeof x === 'number' ? x : 0) + (typeof y === 'number' ? y : 0);
  }
  return sum;
}
