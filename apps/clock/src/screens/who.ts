import type { CostingChoice as Costing, Identification } from '@punchline/contracts/device';

/** The person at the clock: how they identified, and what to call them until the server names them. */
export type Who = { identification: Identification; label: string };
/** What the worker chose before punching: a punch code, a job and its costing. */
export type Choices = { punchCodeId?: number; costing?: Costing };
