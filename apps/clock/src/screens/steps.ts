import { lazy, type ComponentType } from 'react';
import type { StepProps } from './step-props';

// The steps a worker goes through after identifying and before the punch screen (issue 35), in
// order: messages, briefings, health questions, credential warnings. A step loads what it needs
// itself and calls onNext when it is done, or at once when it has nothing to show (or cannot reach
// the server); onCancel leaves without punching. Adding a step is one line here.

export type { StepProps } from './step-props';

export type ClockStep = { key: string; Screen: ComponentType<StepProps> };

export const CLOCK_STEPS: readonly ClockStep[] = [
  { key: 'messages', Screen: lazy(() => import('./MessagesStep')) },
  { key: 'briefings', Screen: lazy(() => import('./BriefingsStep')) },
  { key: 'health', Screen: lazy(() => import('./HealthStep')) },
  { key: 'credentials', Screen: lazy(() => import('./CredentialsStep')) },
];

/** The index of the step after `index`, or null when the punch screen comes next. */
export function stepAfter(steps: readonly ClockStep[], index: number): number | null {
  return index + 1 < steps.length ? index + 1 : null;
}

/** Where the flow starts: the first step, or null (the punch screen) when there is none. */
export const firstStep = (steps: readonly ClockStep[]): number | null => (steps.length > 0 ? 0 : null);
