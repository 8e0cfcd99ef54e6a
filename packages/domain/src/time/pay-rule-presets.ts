import type { StoredPayRule } from './stored-rules-types';

/** A law a preset follows, with where to read it. */
export type PresetSource = { title: string; url: string };

/** The values of a pay rule a person fills in (everything but id and version). */
export type PayRuleValues = Omit<StoredPayRule, 'id' | 'version'>;

/**
 * A pay rule a person starts from: every field of the rule (nothing hidden: the form shows them
 * all and they can be changed), plus what it is for and the laws it follows.
 */
export type PayRulePreset = Omit<PayRuleValues, 'preset'> & {
  id: string;
  label: string;
  summary: string;
  sources: readonly PresetSource[];
};

// Every preset starts from "no overtime": only REG, workweeks from Sunday, the shift defaults' overlap.
const NONE: Omit<PayRuleValues, 'name' | 'preset'> = {
  active: true,
  regularPayCode: 'REG',
  daily1Threshold: null,
  daily1PayCode: null,
  daily2Threshold: null,
  daily2PayCode: null,
  weekly1Threshold: null,
  weekly1PayCode: null,
  weekly2Threshold: null,
  weekly2PayCode: null,
  consecutiveDaysThreshold: null,
  consecutiveDaysRegularPayCode: null,
  consecutiveDaysDaily1PayCode: null,
  weekStartsOn: 1,
  overtimeByPayPeriod: false,
  applyShiftOverlapTo: null,
};

const FLSA_207: PresetSource = {
  title: '29 U.S.C. § 207 (Fair Labor Standards Act, section 7)',
  url: 'https://www.law.cornell.edu/uscode/text/29/207',
};
const WEEKLY_40 = { weekly1Threshold: 40, weekly1PayCode: 'OT' };
const DAILY_8 = { daily1Threshold: 8, daily1PayCode: 'OT' };

/** The pay rule presets (SPEC: issue 15), in the order the console offers them. */
export const PAY_RULE_PRESETS: readonly PayRulePreset[] = [
  {
    ...NONE,
    ...DAILY_8,
    ...WEEKLY_40,
    daily2Threshold: 12,
    daily2PayCode: 'DT',
    consecutiveDaysThreshold: 7,
    consecutiveDaysRegularPayCode: 'OT',
    consecutiveDaysDaily1PayCode: 'DT',
    id: 'california',
    name: 'California',
    label: 'California',
    summary:
      'Overtime (OT) beyond 8 hours in a workday and beyond 40 hours in the workweek; double time (DT) beyond 12 hours in a workday. ' +
      'On the seventh consecutive day of work in a workweek, the first 8 hours are OT and the rest DT. ' +
      'Hours already paid as daily overtime do not count again toward the 40.',
    sources: [
      {
        title: 'California Labor Code § 510',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=510',
      },
      { title: 'California Labor Commissioner: Overtime FAQ', url: 'https://www.dir.ca.gov/dlse/faq_overtime.htm' },
    ],
  },
  {
    ...NONE,
    ...WEEKLY_40,
    id: 'flsa',
    name: 'Federal (FLSA)',
    label: 'Federal FLSA: weekly 40',
    summary:
      'Overtime (OT) beyond 40 hours in a workweek; no daily overtime. Each workweek stands alone: hours are never averaged over two weeks.',
    sources: [
      FLSA_207,
      {
        title: '29 CFR Part 778 (overtime compensation)',
        url: 'https://www.ecfr.gov/current/title-29/subtitle-B/chapter-V/subchapter-B/part-778',
      },
    ],
  },
  {
    ...NONE,
    ...DAILY_8,
    weekly1Threshold: 80,
    weekly1PayCode: 'OT',
    overtimeByPayPeriod: true,
    id: 'flsa-8-80',
    name: 'FLSA 8/80 (hospitals and residential care)',
    label: 'FLSA 8/80: hospitals and residential care',
    summary:
      'For hospitals and residential care establishments that agreed with their employees, before the work, on a 14-day work period: ' +
      'overtime (OT) beyond 8 hours in a workday and beyond 80 hours in the 14 days. ' +
      'It counts the 80 hours over the pay period, so it needs a biweekly pay period (Payroll → Defaults: Biweekly) and keeps ' +
      '"Overtime by pay period" on. Hours already paid as daily overtime do not count again toward the 80.',
    sources: [
      { title: '29 U.S.C. § 207(j)', url: 'https://www.law.cornell.edu/uscode/text/29/207#j' },
      {
        title: '29 CFR § 778.601',
        url: 'https://www.ecfr.gov/current/title-29/subtitle-B/chapter-V/subchapter-B/part-778/subpart-G/section-778.601',
      },
      {
        title: 'U.S. DOL Fact Sheet #54: the health care industry and calculating overtime pay',
        url: 'https://www.dol.gov/agencies/whd/fact-sheets/54-healthcare-overtime',
      },
    ],
  },
  {
    ...NONE,
    ...DAILY_8,
    ...WEEKLY_40,
    id: 'alaska',
    name: 'Alaska',
    label: 'Alaska',
    summary:
      'Overtime (OT) beyond 8 hours in a day and beyond 40 hours in a workweek, for employers of four or more employees. ' +
      'Hours already paid as daily overtime do not count again toward the 40.',
    sources: [
      { title: 'Alaska Statutes § 23.10.060', url: 'https://www.akleg.gov/basis/statutes.asp#23.10.060' },
      { title: '8 AAC 15.100 (payment for overtime)', url: 'https://www.akleg.gov/basis/aac.asp#8.15.100' },
    ],
  },
  {
    ...NONE,
    ...DAILY_8,
    ...WEEKLY_40,
    id: 'nevada',
    name: 'Nevada',
    label: 'Nevada',
    summary:
      'For workers paid less than 1½ times the Nevada minimum wage: overtime (OT) beyond 8 hours in a workday and beyond 40 hours in a workweek. ' +
      'Workers paid at least 1½ times the minimum wage get only the weekly overtime: give them the Federal (FLSA) rule. ' +
      'Nevada counts a workday as the 24 hours from when the worker starts; this rule counts by work day (Shifts → Defaults).',
    sources: [
      { title: 'Nevada Revised Statutes § 608.018', url: 'https://www.leg.state.nv.us/NRS/NRS-608.html#NRS608Sec018' },
      { title: 'Nevada Revised Statutes § 608.0126 (workday)', url: 'https://www.leg.state.nv.us/NRS/NRS-608.html#NRS608Sec0126' },
    ],
  },
  {
    ...NONE,
    ...WEEKLY_40,
    daily1Threshold: 12,
    daily1PayCode: 'OT',
    id: 'colorado',
    name: 'Colorado',
    label: 'Colorado',
    summary:
      'Overtime (OT) beyond 12 hours in a workday and beyond 40 hours in a workweek (COMPS Order #39, Rule 4.1). ' +
      'Colorado also pays overtime beyond 12 consecutive hours that cross into the next workday: counting a shift on the day it starts ' +
      '(Shifts → Defaults, apply shift overlap to start) keeps such a shift on one day.',
    sources: [
      {
        title: 'Colorado Overtime and Minimum Pay Standards (COMPS) Order #39, 7 CCR 1103-1, Rule 4',
        url: 'https://cdle.colorado.gov/colorado-overtime-minimum-pay-standards-comps-order',
      },
      {
        title: 'Colorado Division of Labor Standards and Statistics: Overtime',
        url: 'https://cdle.colorado.gov/dlss-home-page/wage-and-hour-law/overtime',
      },
    ],
  },
  {
    ...NONE,
    id: 'none',
    name: 'No overtime',
    label: 'No overtime',
    summary: 'Every hour is regular (REG). For workers exempt from overtime, or when another system computes it.',
    sources: [],
  },
];

/** The preset with this id, or undefined. */
export function payRulePreset(id: string): PayRulePreset | undefined {
  return PAY_RULE_PRESETS.find((p) => p.id === id);
}

/**
 * The pay rule values a preset fills the form with (its `preset` field names it).
 * @example payRuleFromPreset(payRulePreset('california')!) // { name: 'California', daily1Threshold: 8, …, preset: 'california' }
 */
export function payRuleFromPreset(preset: PayRulePreset): PayRuleValues {
  const { id, label: _label, summary: _summary, sources: _sources, ...values } = preset;
  return { ...values, preset: id };
}
