import { describe, expect, it } from 'vitest';
import { briefingCovers, briefingPeriod, dueBriefings, type BriefingRule } from './applies';
import { firstWrongAnswer, parseQuestion, parseQuestions } from './questions';

const rule = (over: Partial<BriefingRule>): BriefingRule => ({
  id: 1,
  appliesTo: 'all',
  departmentIds: [],
  orgUnitIds: [],
  jobIds: [],
  labelIds: [],
  frequency: 'once',
  active: true,
  ...over,
});
const worker = { departmentId: 3, orgUnitId: 5, labelIds: [7, 8] };

describe('briefingCovers', () => {
  it('covers by department, org unit and label', () => {
    expect(briefingCovers(rule({ appliesTo: 'departments', departmentIds: [3] }), worker, null)).toBe(true);
    expect(briefingCovers(rule({ appliesTo: 'departments', departmentIds: [4] }), worker, null)).toBe(false);
    expect(briefingCovers(rule({ appliesTo: 'orgUnits', orgUnitIds: [5] }), worker, null)).toBe(true);
    expect(briefingCovers(rule({ appliesTo: 'labels', labelIds: [8, 9] }), worker, null)).toBe(true);
    expect(briefingCovers(rule({ appliesTo: 'labels', labelIds: [9] }), worker, null)).toBe(false);
  });

  it('covers a job scope only for a worker on that job', () => {
    const b = rule({ appliesTo: 'jobs', jobIds: [11] });
    expect(briefingCovers(b, worker, 11)).toBe(true);
    expect(briefingCovers(b, worker, 12)).toBe(false);
    expect(briefingCovers(b, worker, null)).toBe(false);
  });

  it('does not cover a worker without a department by a department scope', () => {
    expect(briefingCovers(rule({ appliesTo: 'departments', departmentIds: [3] }), { ...worker, departmentId: null }, null)).toBe(false);
  });
});

describe('dueBriefings', () => {
  const once = rule({ id: 1, frequency: 'once' });
  const daily = rule({ id: 2, frequency: 'daily' });

  it('asks a once briefing until it is acknowledged, then never again', () => {
    expect(dueBriefings([once], worker, null, new Set(), '2026-11-27')).toEqual([once]);
    expect(dueBriefings([once], worker, null, new Set(['1:once']), '2026-11-28')).toEqual([]);
  });

  it("asks a daily briefing again the next day, yesterday's acknowledgment does not count", () => {
    expect(briefingPeriod('daily', '2026-11-27')).toBe('2026-11-27');
    expect(dueBriefings([daily], worker, null, new Set(['2:2026-11-27']), '2026-11-27')).toEqual([]);
    expect(dueBriefings([daily], worker, null, new Set(['2:2026-11-27']), '2026-11-28')).toEqual([daily]);
  });

  it('leaves out inactive briefings and those whose scope does not hold the worker', () => {
    const inactive = rule({ id: 3, active: false });
    const other = rule({ id: 4, appliesTo: 'departments', departmentIds: [99] });
    expect(dueBriefings([inactive, other, once], worker, null, new Set(), '2026-11-27')).toEqual([once]);
  });
});

describe('questions', () => {
  it('reads a question, its choices and the right one', () => {
    expect(parseQuestion('Seat belt? | *Always | Sometimes ', 1)).toEqual({
      text: 'Seat belt?',
      choices: ['Always', 'Sometimes'],
      correct: 0,
    });
  });

  it('says which question lacks choices or a single right answer', () => {
    expect(parseQuestion('Seat belt?', 2)).toMatch(/^Question 2: write the question and at least two choices/);
    expect(parseQuestion('Seat belt? | Yes | No', 3)).toMatch(/^Question 3: mark the one right answer/);
    expect(parseQuestion('Seat belt? | *Yes | *No', 1)).toMatch(/mark the one right answer/);
    expect(parseQuestion('Seat belt? | *Yes | yes', 1)).toBe('Question 1: each choice must differ from the others.');
    const { questions, errors } = parseQuestions(['A? | *x | y', 'B? | x | y']);
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([expect.stringMatching(/^Question 2:/)]);
  });

  it('finds the first wrong or missing answer', () => {
    const { questions } = parseQuestions(['A? | *x | y', 'B? | x | *y']);
    expect(firstWrongAnswer(questions, [0, 1])).toBeNull();
    expect(firstWrongAnswer(questions, [0, 0])).toBe(2);
    expect(firstWrongAnswer(questions, [1, 1])).toBe(1);
    expect(firstWrongAnswer(questions, [0])).toBe(2);
  });
});
