import type { ClockBriefing, ClockConfig, ConfigBriefing } from '@punchline/contracts/device';
import { firstWrongAnswer, wrongAnswerText } from '@punchline/domain';

// What the briefing step (screens/BriefingsStep.tsx) decides, apart from the screen so it is
// tested without a browser (issue 35, docs/briefings.md).

/** A briefing the step shows: from the server (its answers checked there) or from the configuration. */
export type StepBriefing = ClockBriefing | ConfigBriefing;

/**
 * Offline (or the server unreachable), what the configuration delivered: the briefings of every
 * worker, less the PDF ones (the file is not on the clock). Which the worker already acknowledged
 * is not known here: a repeated acknowledgment changes nothing on the server.
 */
export const offlineBriefings = (config: ClockConfig): ConfigBriefing[] => (config.briefings ?? []).filter((b) => b.contentKind !== 'pdf');

/** Whether every question has an answer, so the worker may acknowledge. */
export const allAnswered = (b: StepBriefing, answers: readonly (number | undefined)[]) =>
  b.questions.every((_, i) => answers[i] !== undefined);

/**
 * The message for a wrong answer when the clock can tell by itself (a briefing of the
 * configuration carries its right answers), else null: the server checks anyway.
 */
export function localWrongAnswer(b: StepBriefing, answers: readonly number[]): string | null {
  const questions = b.questions;
  if (!questions.every((q) => 'correct' in q)) return null;
  const wrong = firstWrongAnswer(questions as ConfigBriefing['questions'], answers);
  return wrong === null ? null : wrongAnswerText(wrong);
}

/** The receipt the clock sends: the worker, the moment and the answers (receipts.ts). */
export const acknowledgment = (b: StepBriefing, identification: unknown, answers: readonly number[], at: Date) => ({
  path: `briefings/${b.id}/acknowledge`,
  body: { identification, at: at.toISOString(), answers: [...answers] },
});
