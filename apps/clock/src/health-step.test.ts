import type { ClockQuestionnaire, WorkerStatus } from '@punchline/contracts/device';
import { questionId } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { judgeAtClock, questionnaireToAsk } from './health-step';

const question = (text: string, passAnswer: boolean) => ({ id: questionId(text), text, passAnswer });
const everyone: ClockQuestionnaire = {
  id: 1,
  name: 'Fit for duty',
  questions: [question('Are you fit for duty?', true), question('Do you have any symptoms?', false)],
  contactText: 'Call Dana Cole at 555-0100.',
  appliesToEveryone: true,
  skippable: false,
};
const warehouse: ClockQuestionnaire = { ...everyone, id: 2, name: 'Warehouse', appliesToEveryone: false };
const config = { healthQuestionnaires: [warehouse, everyone] };
const status = (clockedIn: boolean, healthQuestionnaireId: number | null): WorkerStatus => ({
  employee: { id: 7, firstName: 'Ann', lastName: 'Lee' },
  clockedIn,
  shiftStartedAt: null,
  todaySeconds: 0,
  healthQuestionnaireId,
});

describe('the clock’s health step', () => {
  it('asks the worker’s questionnaire before a clock-in, none before a clock-out, the everyone one offline', () => {
    expect(questionnaireToAsk(config, status(false, 2))?.id).toBe(2);
    expect(questionnaireToAsk(config, status(false, null))).toBeNull();
    expect(questionnaireToAsk(config, status(true, 2))).toBeNull();
    expect(questionnaireToAsk(config, null)?.id).toBe(1);
    expect(questionnaireToAsk({ healthQuestionnaires: [warehouse] }, null)).toBeNull();
    expect(questionnaireToAsk({}, null)).toBeNull();
  });

  it('passes the answers on, or refuses at once with whom to contact', () => {
    const yes = [
      { questionId: questionId('Are you fit for duty?'), answer: true },
      { questionId: questionId('Do you have any symptoms?'), answer: false },
    ];
    expect(judgeAtClock(everyone, yes)).toEqual({ passed: true, healthCheck: { questionnaireId: 1, answers: yes } });
    const no = [{ ...yes[0]!, answer: false }, yes[1]!];
    expect(judgeAtClock(everyone, no)).toMatchObject({
      passed: false,
      healthCheck: { questionnaireId: 1, answers: no },
      refusal: 'You answered No to "Are you fit for duty?". Your punch was not recorded: Call Dana Cole at 555-0100.',
    });
  });
});
