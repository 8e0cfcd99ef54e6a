import { healthRefusalText, judgeAnswers, type HealthAnswer } from '@punchline/domain';
import type { ClockConfig, ClockQuestionnaire, HealthCheck, WorkerStatus } from '@punchline/contracts/device';

// What the clock's health step (screens/HealthStep.tsx) asks and how it judges the answers
// (issue 35, docs/health-safety.md): the questionnaires came with the configuration, so the
// worker hears at once, offline too, whether they may start; the server judges again on arrival.

/**
 * The questionnaire to ask before a punch: none for a worker who is clocked in (an OUT is never
 * refused); the one identify named for a worker who is out; offline (status null) the first one
 * for every worker, since the clock does not know who the worker is.
 */
export function questionnaireToAsk(
  config: Pick<ClockConfig, 'healthQuestionnaires'>,
  status: WorkerStatus | null,
): ClockQuestionnaire | null {
  const all = config.healthQuestionnaires ?? [];
  if (!status) return all.find((q) => q.appliesToEveryone) ?? null;
  if (status.clockedIn || status.healthQuestionnaireId == null) return null;
  return all.find((q) => q.id === status.healthQuestionnaireId) ?? null;
}

export type HealthOutcome = { passed: true; healthCheck: HealthCheck } | { passed: false; healthCheck: HealthCheck; refusal: string };

/** The answers as the punch carries them, and the refusal the worker reads when one fails (the server's words). */
export function judgeAtClock(q: ClockQuestionnaire, answers: readonly HealthAnswer[]): HealthOutcome {
  const healthCheck = { questionnaireId: q.id, answers: [...answers] };
  const asked = {
    yesQuestions: q.questions.filter((x) => x.passAnswer).map((x) => x.text),
    noQuestions: q.questions.filter((x) => !x.passAnswer).map((x) => x.text),
  };
  const verdict = judgeAnswers(asked, answers);
  return verdict.passed
    ? { passed: true, healthCheck }
    : { passed: false, healthCheck, refusal: healthRefusalText(verdict, q.contactText) };
}
