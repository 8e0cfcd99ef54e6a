import { paySummaryParamsSchema } from './pay-runs';

// Pay stubs (issue 33, docs/payroll.md "Pay stubs"): GET payroll/runs/{id}/summaries/{paySummaryId}/stub
// answers application/pdf (no JSON answer to describe); its path names the run and the summary.
export const payStubParamsSchema = paySummaryParamsSchema;
