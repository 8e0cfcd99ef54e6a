import {
  formatDuration,
  formatTime,
  type BreakExampleResult,
  type BreakScenario,
  type ExampleCodes,
  type ExamplePunch,
  type FlagCode,
  type FormatPreferences,
  type PayRuleScenario,
  type RoundingExampleResult,
} from '@punchline/domain';

/** How an example writes a wall time ('HH:MM' from the engine) and a duration: the organization's formats. */
export type ExampleFormat = { time: (hhmm: string) => string; duration: (seconds: number) => string };

export function exampleFormat(prefs: FormatPreferences): ExampleFormat {
  return { time: (hhmm) => formatTime(hhmm, prefs), duration: (seconds) => formatDuration(seconds, prefs) };
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** '8:00 REG and 2:00 OT' (codes in the order the engine paid them); 'nothing' when no time is paid. */
export function codesText(codes: ExampleCodes, f: ExampleFormat): string {
  const parts = codes.filter((c) => c.seconds > 0).map((c) => `${f.duration(c.seconds)} ${c.code}`);
  return parts.length > 0 ? joinAnd(parts) : 'nothing';
}

const range = (f: ExampleFormat, a: string, b: string) => `${f.time(a)}–${f.time(b)}`;

/**
 * The rounding example in sentences, e.g. 'With these settings, 07:52–16:08 becomes 08:00–16:00
 * and the break 12:03–12:31 becomes 12:00–12:30: 7:30 REG.'
 */
export function roundingText(e: RoundingExampleResult, f: ExampleFormat): string[] {
  const at = (pos: ExamplePunch['position']) => e.punches.find((p) => p.position === pos);
  const [first, last, out, back] = [at('shiftStart'), at('shiftEnd'), at('breakStart'), at('breakEnd')];
  if (!first || !last || !out || !back) return [];
  const paid = codesText(e.payCodes, f);
  if (!e.punches.some((p) => p.rounded)) {
    return [`Without rounding, ${range(f, first.at, last.at)} with a break ${range(f, out.at, back.at)} is paid as punched: ${paid}.`];
  }
  const shift = `${range(f, first.at, last.at)} becomes ${range(f, first.roundedAt, last.roundedAt)}`;
  const lunch = `the break ${range(f, out.at, back.at)} becomes ${range(f, out.roundedAt, back.roundedAt)}`;
  return [`With these settings, ${shift} and ${lunch}: ${paid}.`];
}

const FLAG_WORDS: Partial<Record<FlagCode, string>> = {
  missed_break: 'missed break',
  short_break: 'short break',
  long_break: 'long break',
};

function breakLine(lead: string, s: BreakScenario, f: ExampleFormat): string {
  const parts = [`${lead} pays ${f.duration(s.paidSeconds)}`];
  if (s.paidBreakSeconds > 0) parts.push(`${f.duration(s.paidBreakSeconds)} of it paid break`);
  if (s.deductions.length > 0) {
    parts.push(`${joinAnd(s.deductions.map((d) => `${range(f, d.start, d.end)}`))} deducted (${f.duration(s.deductedSeconds)})`);
  }
  const flags = s.flags.map((flag) => FLAG_WORDS[flag]).filter((w): w is string => w !== undefined);
  if (flags.length > 0) parts.push(`flagged ${joinAnd(flags)}`);
  return `${parts.join('; ')}.`;
}

/** The break example in two sentences: the shift without a punched break, then with a punched lunch. */
export function breakText(e: BreakExampleResult, f: ExampleFormat): string[] {
  const whole = e.withoutLunch.pairs[0];
  const [morning, afternoon] = e.withLunch.pairs;
  if (!whole || !morning || !afternoon) return [];
  return [
    breakLine(`A 9-hour shift ${range(f, whole.start, whole.end)} with no break punched`, e.withoutLunch, f),
    breakLine(`With a lunch punched ${range(f, morning.end, afternoon.start)}, it`, e.withLunch, f),
  ];
}

const WEEKDAYS = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const COUNTS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];
const hours = (seconds: number) => `${Math.round((seconds / 3600) * 100) / 100}-hour`;
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** One sentence per pay rule scenario, e.g. 'A 10-hour Tuesday pays 8:00 REG and 2:00 OT.' */
export function payRuleText(scenarios: readonly PayRuleScenario[], f: ExampleFormat): string[] {
  return scenarios.flatMap((s) => {
    const first = s.days[0];
    const last = s.days.at(-1);
    if (!first || !last) return [];
    const paid = codesText(s.payCodes, f);
    switch (s.id) {
      case 'longDay':
        return [`A ${hours(first.workedSeconds)} ${WEEKDAYS[first.weekday]} pays ${paid}.`];
      case 'doubleDay':
        return [`A ${hours(first.workedSeconds)} day pays ${paid}.`];
      case 'week':
        return [`${COUNTS[s.days.length] ?? s.days.length} ${hours(first.workedSeconds)} days in one workweek pay ${paid}.`];
      case 'consecutive':
        return [
          `Working ${s.days.length} days in a row, ${hours(first.workedSeconds).replace('-hour', ' hours')} each, ` +
            `the ${ordinal(s.days.length)} day pays ${codesText(last.payCodes, f)} (${paid} in all).`,
        ];
      case 'fortnight': {
        const half = Math.floor(s.days.length / 2);
        const sum = (days: typeof s.days) => days.reduce((n, d) => n + d.workedSeconds, 0);
        return [
          `Two weeks of ${f.duration(sum(s.days.slice(0, half)))} then ${f.duration(sum(s.days.slice(half)))} in one pay period pay ${paid}.`,
        ];
      }
    }
  });
}
