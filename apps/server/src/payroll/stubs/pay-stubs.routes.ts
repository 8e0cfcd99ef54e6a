import { payStubParamsSchema } from '@punchline/contracts';
import { requireIdentity } from '../../auth/identity';
import type { App, AppContext } from '../../http/context';
import { ApiError } from '../../http/api-error';
import { withOrg } from '../../orgs/org-access';
import { showsPay } from '../../timecards/pay-visibility';
import { loadPayStub } from './pay-stub-data';
import { PAY_RUNS_OFF, payStubGate } from './pay-stub-gate';
import { payStubFilename, payStubPdf } from './pay-stub-pdf';

// Manage → Payroll → Runs → a summary's pay stub (docs/payroll.md "Pay stubs"): the worker's stub
// of a finalized run as a PDF. Needs manage_payroll and pay access (a stub is all money), the
// payroll and pay_run features with pay runs switched on; label restrictions hide other workers.

const NO_PAY_ACCESS = 'Pay stubs show pay: you need access to pay (sensitive employee data) to open them.';

export async function payStubRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/orgs/:orgId/payroll/runs/:id/summaries/:paySummaryId/stub',
    {
      schema: {
        tags: ['payroll'],
        summary: "A worker's pay stub of a finalized pay run, as PDF",
        description:
          'application/pdf, named "Pay stub <pay date> <worker>.pdf". 400 when the run is not finalized; 404 for a summary of another run or a worker outside your label restrictions.',
        params: payStubParamsSchema,
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request, ctx.secrets.tokens);
      const { orgId, id, paySummaryId } = request.params;
      const { filename, content } = await withOrg(
        ctx.db,
        identity,
        orgId,
        { mode: 'read', permission: 'manage_payroll' },
        async (trx, access) => {
          if (!showsPay(access)) throw ApiError.forbidden(NO_PAY_ACCESS);
          if (!(await payStubGate(trx, orgId, access.features)).payRuns) throw ApiError.forbidden(PAY_RUNS_OFF);
          const stub = await loadPayStub(trx, orgId, { paySummaryId, payRunId: id });
          return { filename: payStubFilename(stub), content: await payStubPdf(stub) };
        },
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(content);
    },
  );
}
