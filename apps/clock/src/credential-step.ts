import type { CredentialProblem, CredentialWarning, WorkerStatus } from '@punchline/contracts/device';

// What the clock's credential step (screens/CredentialsStep.tsx) shows of the worker's problems
// before a clock-in, and what the punch's confirmation then adds (issue 35, docs/credentials.md).

/** Whether the step asks the server: only for a clock-in (an OUT is never refused) and with a network. */
export const checksCredentials = (status: WorkerStatus | null, online: boolean): boolean => online && status?.clockedIn !== true;

export type CredentialStepView = {
  /** "You cannot clock in: …" when a policy refuses; then only Cancel (and the photo) is offered. */
  refusal: string | null;
  warnings: string[];
  /** The problems whose document may be photographed here. */
  photos: CredentialProblem[];
};

export function credentialStepView(problems: readonly CredentialProblem[]): CredentialStepView {
  const refused = problems.filter((p) => p.action === 'refuse');
  return {
    refusal: refused.length > 0 ? `You cannot clock in: ${refused.map((p) => p.text).join(' ')}` : null,
    warnings: problems.filter((p) => p.action === 'warn').map((p) => p.text),
    photos: problems.filter((p) => p.photoAllowed),
  };
}

/** The photo button's label: "your document" when there is one to take, else the type's name. */
export const photoLabel = (problem: CredentialProblem, count: number) =>
  count > 1 ? `Take a photo of your ${problem.typeName}` : 'Take a photo of your document';

/**
 * The punch's warnings still to show on its confirmation: those only the punch's job asks for
 * (the step before the punch showed the others). An answer without `jobOnly` shows them all.
 */
export const warningsAfterPunch = (warnings: readonly CredentialWarning[] = []) => warnings.filter((w) => w.jobOnly !== false);
