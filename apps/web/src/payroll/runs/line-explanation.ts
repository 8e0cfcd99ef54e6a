import type { PayLine } from '@punchline/contracts';

// A pay line's explanation in words, from its figures and its `source` (the cards it came from,
// the rates in force, the rule's figures), as the pay run service and the net pay engine write
// it. The source is open-ended: keys this file knows read as sentences, any other plain value as
// "Label: value", so nothing the server explains is hidden.

/** How values read in the organization's formats. */
export type LineFormats = {
  money: (amount: string) => string;
  duration: (seconds: number) => string;
  date: (isoDate: string) => string;
};

type Source = Record<string, unknown>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dateOr = (v: string, f: LineFormats) => (ISO_DATE.test(v) ? f.date(v) : v);

/** Keys read as sentences (or internal, like adjustmentId); every other plain value falls through. */
const KNOWN = new Set(
  [
    'cards rates adjustmentId from until figures calculation amount perHour paidSeconds percent percentOf base sequence',
    'taxableGross wageBase yearToDateBase remainingWageBase limitedBy share fixedAmount note explanation',
    'periodType periodsPerYear periodStart periodEnd daysInPeriod daysPaid hired terminated parts reason',
  ]
    .join(' ')
    .split(' '),
);

const SALARY_REASONS: Record<string, string> = {
  off_cycle: 'No salary on an off-cycle run: it belongs to the regular run of its period.',
  not_employed: 'Not employed during the period.',
  no_rate: 'No annual salary rate in force during the period.',
};

/** A salary: each annual rate's share of the period's days, and any proration. */
function salaryText(source: Source, f: LineFormats): string[] {
  const out: string[] = [];
  const reason = str(source.reason);
  if (reason) out.push(SALARY_REASONS[reason] ?? reason);
  const perYear = typeof source.periodsPerYear === 'number' ? source.periodsPerYear : null;
  const inPeriod = typeof source.daysInPeriod === 'number' ? source.daysInPeriod : null;
  for (const raw of Array.isArray(source.parts) ? (source.parts as unknown[]) : []) {
    const part = raw && typeof raw === 'object' ? (raw as Source) : {};
    const annual = str(part.annual);
    if (!annual) continue;
    const since = str(part.rateFrom) ? ` (rate from ${dateOr(str(part.rateFrom)!, f)})` : '';
    const share = perYear && inPeriod ? ` ÷ ${perYear} pay periods × ${str(part.days) ?? '?'} of ${inPeriod} days` : '';
    const days = str(part.start) && str(part.end) ? `, ${dateOr(str(part.start)!, f)} – ${dateOr(str(part.end)!, f)}` : '';
    out.push(`${f.money(annual)} a year${since}${share}${days}.`);
  }
  const paid = typeof source.daysPaid === 'number' ? source.daysPaid : null;
  if (!reason && paid !== null && inPeriod !== null && paid < inPeriod) {
    const hired = str(source.hired) ? `, hired ${dateOr(str(source.hired)!, f)}` : '';
    const left = str(source.terminated) ? `, left ${dateOr(str(source.terminated)!, f)}` : '';
    out.push(`Prorated: ${paid} of ${inPeriod} days paid${hired}${left}.`);
  }
  return out;
}

/** A stored percent as people write it: "6.200000" → "6.2", "4.000000" → "4". */
export const percentText = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

/** The line's own arithmetic: hours × rate, or percent of base. */
function figuresText(line: PayLine, f: LineFormats): string | null {
  const amount = line.amount === undefined ? '' : ` = ${f.money(line.amount.replace(/^-/, ''))}`;
  if (line.rate && line.base) return `${percentText(line.rate)}% of ${f.money(line.base)}${amount}.`;
  if (line.seconds !== null && line.rate) return `${f.duration(line.seconds)} at ${f.money(line.rate)} an hour${amount}.`;
  if (line.seconds !== null && line.seconds > 0) return `${f.duration(line.seconds)} paid.`;
  return null;
}

/** Cards are named by their pay period's first day (or counted when only ids are given). */
function cardsText(source: Source, f: LineFormats): string | null {
  if (!Array.isArray(source.cards) || source.cards.length === 0) return null;
  const days = source.cards.map(str).filter((d): d is string => d !== null && ISO_DATE.test(d));
  if (days.length === 0) return `From ${plural(source.cards.length, 'time card')}.`;
  return `From the time ${days.length === 1 ? 'card of the pay period' : 'cards of the pay periods'} starting ${days.map(f.date).join(', ')}.`;
}

function ratesText(source: Source, f: LineFormats): string | null {
  if (!Array.isArray(source.rates)) return null;
  const rates = (source.rates as unknown[])
    .map((r) => (r && typeof r === 'object' ? (r as Source) : {}))
    .filter((r) => str(r.rate) !== null)
    .map((r) => `${f.money(str(r.rate)!)} an hour${str(r.from) ? ` from ${dateOr(str(r.from)!, f)}` : ''}`);
  if (rates.length === 0) return null;
  return `Pay ${rates.length === 1 ? 'rate' : 'rates'}: ${rates.join('; ')}.`;
}

/** An adjustment: when it is in force, whose figures, and how it is calculated. */
function adjustmentText(line: PayLine, source: Source, f: LineFormats): string[] {
  const out: string[] = [];
  const from = str(source.from);
  const until = str(source.until);
  if (from === 'this run') out.push('For this run only.');
  else if (from) out.push(`In force from ${dateOr(from, f)}${until ? ` until ${dateOr(until, f)}` : ''}.`);
  if (str(source.figures)) out.push(`With ${str(source.figures)} figures.`);
  const calculation = str(source.calculation);
  if (calculation === 'fixed' && str(source.amount)) out.push(`A fixed amount of ${f.money(str(source.amount)!)}.`);
  if (calculation === 'rate_hours' && str(source.perHour)) {
    const hours = typeof source.paidSeconds === 'number' ? ` × ${f.duration(source.paidSeconds)} paid` : '';
    out.push(`${f.money(str(source.perHour)!)} per paid hour${hours}.`);
  }
  if (calculation === 'percent' && line.kind !== 'statutory' && line.kind !== 'employer') {
    out.push(source.percentOf === 'after_deductions' ? 'A percentage of pay after deductions.' : 'A percentage of gross.');
  }
  return out;
}

/** A statutory rule: its order, the taxable gross, the wage base and what is left of it. */
function statutoryText(source: Source, f: LineFormats): string[] {
  const out: string[] = [];
  if (source.share === 'employer') out.push("The employer's share: a cost, not taken from pay.");
  if (str(source.fixedAmount)) out.push(`A fixed ${f.money(str(source.fixedAmount)!)} each pay period.`);
  if (str(source.taxableGross)) out.push(`Taxable gross ${f.money(str(source.taxableGross)!)}.`);
  const wageBase = str(source.wageBase);
  if (wageBase) {
    const ytd = str(source.yearToDateBase);
    const left = str(source.remainingWageBase);
    out.push(
      `Annual wage base ${f.money(wageBase)}${ytd ? `, ${f.money(ytd)} already taxed this year` : ''}${left ? `, ${f.money(left)} left` : ''}.`,
    );
  } else if ('wageBase' in source && source.calculation === 'percent') out.push('No annual wage base limit.');
  if (source.limitedBy === 'wage_base') out.push('Limited by the wage base.');
  if (typeof source.sequence === 'number') out.push(`Applied ${ordinal(source.sequence)} in order.`);
  return out;
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

const humanize = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** Every plain value the sentences did not cover, as "Label: value". */
function otherText(source: Source): string[] {
  return Object.entries(source)
    .filter(([key, value]) => !KNOWN.has(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'))
    .map(([key, value]) => `${humanize(key)}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}.`);
}

/**
 * The sentences that explain a line, e.g. ["8:00 at 18.50 an hour = 148.00.", "From the time
 * card of the pay period starting Mon 11/09/2026.", "Pay rate: 18.50 an hour from …"]. Money
 * is left out where the line carries none (no pay access: the server sends no rates).
 */
export function explainLine(line: PayLine, f: LineFormats): string[] {
  const source = line.source as Source;
  const note = str(source.explanation) ?? str(source.note);
  return [
    figuresText(line, f),
    cardsText(source, f),
    ratesText(source, f),
    ...salaryText(source, f),
    ...adjustmentText(line, source, f),
    ...statutoryText(source, f),
    note,
    ...otherText(source),
  ].filter((s): s is string => s !== null);
}
