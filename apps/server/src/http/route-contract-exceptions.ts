// The routes route-contracts.test.ts lets lack part of a contract, and exactly what each lacks.

/** Deliberate: what the route has no JSON for. */
export const DELIBERATE: Readonly<Record<string, { lacks: readonly string[]; why: string }>> = {
  'POST /auth/createTokenForSession': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /auth/resend-verification': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /auth/totp/enroll': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/manage/orgs/:id/accept': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/create-safe-only-jwt': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/orgs/:orgId/users/:orgUserId/messages/:id/:action': {
    lacks: ['body: none'],
    why: 'takes no body: an action named by its URL',
  },
  'POST /api/users/:userId/messages/:id/:action': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/orgs/:orgId/users/:orgUserId/messages/test': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/orgs/:orgId/discipline/events/evaluate': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/orgs/:orgId/clocks/:id/pairing-code': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/orgs/:orgId/reports/runs/:runId/compare': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  // Memorized reports (issue 32): sends the template now to its recipients.
  'POST /api/orgs/:orgId/reports/templates/:templateId/send': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  // The partner screen (issue 36): a delegate token for the organization's owner.
  'POST /api/partner/distributors/:distributorId/orgs/:orgId/act-as-owner': {
    lacks: ['body: none'],
    why: 'takes no body: an action named by its URL',
  },
  // Connections (issue 36): a test event, and a delivery sent again.
  'POST /api/orgs/:orgId/integration/connections/:id/test': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'POST /api/orgs/:orgId/integration/connections/:id/deliveries/:deliveryId/replay': {
    lacks: ['body: none'],
    why: 'takes no body: an action named by its URL',
  },
  'GET /auth/logout': { lacks: ['response: none'], why: 'answers a redirect to the sign-in page' },
  'GET /api/orgs/:orgId/employees/:id/avatar': { lacks: ['response: none'], why: 'answers an image' },
  // Health and safety (issue 35): the answers as a CSV file.
  'GET /api/orgs/:orgId/health/answers/export': { lacks: ['response: none'], why: 'answers a CSV file' },
  'PUT /api/orgs/:orgId/employees/:id/avatar': { lacks: ['body: none'], why: 'takes an image, not JSON' },
  // Workers' documents (issue 35): the file travels as the raw body and comes back as itself.
  'POST /api/orgs/:orgId/employees/:id/documents': { lacks: ['body: none'], why: 'takes the file, not JSON' },
  'GET /api/orgs/:orgId/employees/:id/documents/:documentId': { lacks: ['response: none'], why: 'answers the stored file' },
  // A briefing type's PDF (issue 35): the file travels as the raw body and comes back as itself.
  'PUT /api/orgs/:orgId/briefing/types/:id/pdf': { lacks: ['body: none'], why: 'takes the PDF, not JSON' },
  'GET /api/orgs/:orgId/briefing/types/:id/pdf': { lacks: ['response: none'], why: 'answers the stored PDF' },
  'POST /api/device/v1/briefings/:id/pdf': { lacks: ['response: none'], why: 'answers a PDF' },
  'GET /api/orgs/:orgId/clocklogs/face-photos/:faceLogId': { lacks: ['response: none'], why: 'answers a JPEG' },
  'GET /api/orgs/:orgId/reports/runs/:runId/file': { lacks: ['response: none'], why: 'answers a CSV or XLSX file, streamed' },
  'GET /api/orgs/:orgId/payroll/runs/:id/exports/:exportId/file': {
    lacks: ['response: none'],
    why: 'answers the kept payroll file (CSV, IIF, template text)',
  },
  'GET /api/orgs/:orgId/payroll/exports/:exportId/file': {
    lacks: ['response: none'],
    why: "answers the kept payroll file of a pay period's export (CSV, IIF, template text)",
  },
  // Pay stubs (issue 33).
  'GET /api/orgs/:orgId/payroll/runs/:id/summaries/:paySummaryId/stub': { lacks: ['response: none'], why: 'answers a PDF' },
  'POST /api/device/v1/pay-stubs/:paySummaryId': { lacks: ['response: none'], why: 'answers a PDF' },
  // Billing (issue 36).
  'POST /api/orgs/:orgId/billing/payment-page': { lacks: ['body: none'], why: 'takes no body: an action named by its URL' },
  'GET /api/orgs/:orgId/billing/invoices/:invoiceId/pdf': { lacks: ['response: none'], why: 'answers a PDF' },
  'POST /api/billing/stripe/webhook': {
    lacks: ['body: none'],
    why: "takes Stripe's signed raw JSON, verified by the SDK before it is parsed",
  },
};

/**
 * Debt, to describe: the routes whose answer has no schema yet (the test fails when a route lacks
 * more, or less: this list only shrinks). A response schema also serializes the answer (unknown
 * keys dropped, a mismatch is a 500), so each needs its route's tests when added.
 */
export const UNDESCRIBED: Readonly<Record<string, readonly string[]>> = {
  'POST /api/orgs/:orgId/bulk-import': ['response: none'],
  'GET /api/orgs/:orgId/timecards/:employeeId/input': ['response: none'],
};
