import type { ClockConfig, WorkerStatus } from '@punchline/contracts/device';
import type { ClockDb } from '../storage';
import type { Who } from './who';

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
  onNext: () => void;
  onCancel: () => void;
  onUnpaired: (message: string) => Promise<void>;
};
