import { describe, expect, it } from 'vitest';
import {
  healthRefusalText,
  judgeAnswers,
  questionId,
  questionnaireApplies,
  questionnaireFor,
  questionsOf,
  type HealthQuestionnaire,
} from './questionnaire';

const base: HealthQuestionnaire = {
  id: 1,
  name: 'Fit for duty',
  yesQuestions: ['Are you fit for duty?', 'Are you wearing your PPE?'],
  noQuestions: ['Do you have any symptoms?'],
  contactText: 'Call Dana Cole at 555-0100 before your shift.',
  appliesTo: 'all',
  departmentIds: [],
  orgUnitIds: [],
  labelIds: [],
  skippable: false,
};
const worker = { departmentId: 3, orgUnitId: 7, labelIds: [11, 12] };
const answer = (text: string, value: boolean) => ({ questionId: questionId(text), answer: value });

describe('health questionnaire pass rule', () => {
  it('passes when every question has its passing answer', () => {
    const v = judgeAnswers(base, [
      answer('Are you fit for duty?', true),
      answer('Are you wearing your PPE?', true),
      answer('Do you have any symptoms?', false),
    ]);
    expect(v).toMatchObject({ passed: true, failed: null });
    expect(v.answered.map((a) => a.answer)).toEqual([true, true, false]);
  });

  it('fails on a No to a Yes question, and a Yes to a No question', () => {
    const all = (fit: boolean, symptoms: boolean) =>
      judgeAnswers(base, [
        answer('Are you fit for duty?', fit),
        answer('Are you wearing your PPE?', true),
        answer('Do you have any symptoms?', symptoms),
      ]);
    expect(all(false, false)).toMatchObject({ passed: false, failed: 'Are you fit for duty?' });
    expect(all(true, true)).toMatchObject({ passed: false, failed: 'Do you have any symptoms?' });
  });

  it('fails when a question is left unanswered, and ignores answers to questions it does not ask', () => {
    const v = judgeAnswers(base, [
      answer('Are you fit for duty?', true),
      answer('Do you have any symptoms?', false),
      answer('Unrelated?', true),
    ]);
    expect(v).toMatchObject({ passed: false, failed: 'Are you wearing your PPE?' });
    expect(v.answered).toHaveLength(3);
  });

  it('says why and whom to contact', () => {
    const no = judgeAnswers(base, [answer('Are you fit for duty?', false)]);
    expect(healthRefusalText(no, base.contactText)).toBe(
      'You answered No to "Are you fit for duty?". Your punch was not recorded: Call Dana Cole at 555-0100 before your shift.',
    );
    const unanswered = judgeAnswers({ yesQuestions: ['A?'], noQuestions: [] }, []);
    expect(healthRefusalText(unanswered, 'See HR.')).toBe('You did not answer "A?". Your punch was not recorded: See HR.');
  });

  it('names questions by their text, the same id for the same text however spaced at the ends', () => {
    expect(questionId('Are you fit for duty?')).toBe(questionId(' Are you fit for duty? '));
    expect(questionId('Are you fit for duty?')).not.toBe(questionId('Are you fit for work?'));
    expect(questionsOf(base).map((q) => q.passAnswer)).toEqual([true, true, false]);
  });
});

describe('health questionnaire applies to', () => {
  it('every worker, or by department, org unit or label', () => {
    expect(questionnaireApplies(base, worker)).toBe(true);
    expect(questionnaireApplies({ ...base, appliesTo: 'departments', departmentIds: [3] }, worker)).toBe(true);
    expect(questionnaireApplies({ ...base, appliesTo: 'departments', departmentIds: [4] }, worker)).toBe(false);
    expect(questionnaireApplies({ ...base, appliesTo: 'departments', departmentIds: [3] }, { ...worker, departmentId: null })).toBe(false);
    expect(questionnaireApplies({ ...base, appliesTo: 'orgUnits', orgUnitIds: [7] }, worker)).toBe(true);
    expect(questionnaireApplies({ ...base, appliesTo: 'orgUnits', orgUnitIds: [8] }, worker)).toBe(false);
    expect(questionnaireApplies({ ...base, appliesTo: 'labels', labelIds: [12, 13] }, worker)).toBe(true);
    expect(questionnaireApplies({ ...base, appliesTo: 'labels', labelIds: [13] }, worker)).toBe(false);
  });

  it('picks the first applicable one by name; offline only one for every worker', () => {
    const dept = { ...base, id: 2, name: 'A warehouse check', appliesTo: 'departments' as const, departmentIds: [3] };
    expect(questionnaireFor([base, dept], worker)?.id).toBe(2);
    expect(questionnaireFor([base, dept], { ...worker, departmentId: 9 })?.id).toBe(1);
    expect(questionnaireFor([base, dept], null)?.id).toBe(1);
    expect(questionnaireFor([dept], null)).toBeNull();
    expect(questionnaireFor([], worker)).toBeNull();
  });
});
