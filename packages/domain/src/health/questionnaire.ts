// Health and safety questionnaires (issue 35, docs/health-safety.md): yes/no questions asked at
// clock-in, each with the answer that passes. Pure rules shared by the server (which decides),
// the web clock (which tells the worker at once, offline too) and the console.

/** Who a questionnaire applies to: the credential policies' scope shape, without jobs (asked before the job is chosen). */
export type HealthScope = 'all' | 'departments' | 'orgUnits' | 'labels';

/** A questionnaire as the rules read it. */
export type HealthQuestionnaire = {
  id: number;
  name: string;
  /** Questions a worker passes by answering Yes ("Are you fit for duty?"). */
  yesQuestions: readonly string[];
  /** Questions a worker passes by answering No ("Do you have a fever?"). */
  noQuestions: readonly string[];
  contactText: string;
  appliesTo: HealthScope;
  departmentIds: readonly number[];
  orgUnitIds: readonly number[];
  labelIds: readonly number[];
  skippable: boolean;
};

/** The worker as a questionnaire's scope reads them. */
export type HealthWorker = { departmentId: number | null; orgUnitId: number | null; labelIds: readonly number[] };

export type HealthQuestion = { id: string; text: string; passAnswer: boolean };

export type HealthAnswer = { questionId: string; answer: boolean };

/**
 * A question's id: its text's FNV-1a hash in base 36, the same wherever computed, so an answer
 * given on a clock with an older copy of the questionnaire names the question it was asked.
 */
export function questionId(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text.trim()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The questions in the order asked: the Yes ones, then the No ones. */
export function questionsOf(q: Pick<HealthQuestionnaire, 'yesQuestions' | 'noQuestions'>): HealthQuestion[] {
  const as = (passAnswer: boolean) => (text: string) => ({ id: questionId(text), text, passAnswer });
  return [...q.yesQuestions.map(as(true)), ...q.noQuestions.map(as(false))];
}

/** Whether a questionnaire applies to a worker. */
export function questionnaireApplies(
  q: Pick<HealthQuestionnaire, 'appliesTo' | 'departmentIds' | 'orgUnitIds' | 'labelIds'>,
  w: HealthWorker,
): boolean {
  switch (q.appliesTo) {
    case 'all':
      return true;
    case 'departments':
      return w.departmentId !== null && q.departmentIds.includes(w.departmentId);
    case 'orgUnits':
      return w.orgUnitId !== null && q.orgUnitIds.includes(w.orgUnitId);
    case 'labels':
      return w.labelIds.some((id) => q.labelIds.includes(id));
  }
}

/**
 * The questionnaire a worker answers at clock-in: the first (by name, then id) of the active ones
 * that apply; null when none does. `worker` null (the clock offline, not knowing who): only one
 * that applies to every worker.
 */
export function questionnaireFor<Q extends HealthQuestionnaire>(active: readonly Q[], worker: HealthWorker | null): Q | null {
  const sorted = [...active].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return sorted.find((q) => (worker ? questionnaireApplies(q, worker) : q.appliesTo === 'all')) ?? null;
}

export type HealthVerdict = {
  passed: boolean;
  /** Each question with the answer given (null: not answered), in the order asked. */
  answered: { questionId: string; text: string; passAnswer: boolean; answer: boolean | null }[];
  /** The first question answered the failing way (or left unanswered). */
  failed: string | null;
};

/**
 * The pass rule: every question answered, each with its passing answer. An unanswered question
 * fails (a worker who did not say they are fit is not taken to be).
 * @example judgeAnswers(q, [{questionId: questionId('Are you fit for duty?'), answer: false}]).passed === false
 */
export function judgeAnswers(
  q: Pick<HealthQuestionnaire, 'yesQuestions' | 'noQuestions'>,
  answers: readonly HealthAnswer[],
): HealthVerdict {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const answered = questionsOf(q).map((question) => ({
    questionId: question.id,
    text: question.text,
    passAnswer: question.passAnswer,
    answer: given.get(question.id) ?? null,
  }));
  const failing = answered.find((a) => a.answer !== a.passAnswer);
  return { passed: !failing, answered, failed: failing?.text ?? null };
}

/**
 * What the worker reads when an answer fails; the clock shows it and the clock log keeps it, e.g.
 * 'You answered No to "Are you fit for duty?". Your punch was not recorded: Call Dana Cole at 555-0100.'
 */
export function healthRefusalText(verdict: HealthVerdict, contactText: string): string {
  const failing = verdict.answered.find((a) => a.answer !== a.passAnswer);
  const why = !failing
    ? 'Your answers do not let you start work'
    : failing.answer === null
      ? `You did not answer "${failing.text}"`
      : `You answered ${failing.answer ? 'Yes' : 'No'} to "${failing.text}"`;
  return `${why}. Your punch was not recorded: ${contactText}`;
}

/** What the worker reads when a clock sent no answers to a questionnaire that must be answered. */
export const HEALTH_CHECK_REQUIRED =
  'Please answer the health and safety questions before you clock in. Your punch was not recorded: update this clock or ask your manager.';
