/** The query of the time card recompute runs (GET timecards/recompute), whatever the organization. */
export const RECOMPUTE_QUERY = ['recompute'] as const;
