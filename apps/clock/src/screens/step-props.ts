import type { ClockConfig, HealthCheck, WorkerStatus } from '@punchline/contracts/device';
import type { ClockDb } from '../storage';
import type { Who } from './who';

/**
 * What a step hands on to the punch. `object &`: a step may pass onNext straight to a button, whose
 * click event carries none of it.
 */
export type StepExtra = object & { healthCheck?: HealthCheck };

// What every step of the clock's flow gets (steps.ts lists the steps); apart, so a step's screen
// imports it without importing the list that loads the screen.
export type StepProps = {
  /** The clock's IndexedDB: what a step sends without a network waits here (receipts.ts). */
  db: ClockDb;
  token: string;
  config: ClockConfig;
  who: Who;
  /** Where the worker stands, when identify answered (their name); null offline. */
  status: WorkerStatus | null;
  /** Done; `extra` is what a step hands to the punch (the health answers ride on its body). */
  onNext: (extra?: StepExtra) => void;
  onCancel: () => void;
  onUnpaired: (message: string) => Promise<void>;
};
