import {
  orgIdParamsSchema,
  orgListSchema,
  orgSignUpBodySchema,
  signUpWizardAnswerSchema,
  signUpWizardBodySchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { findOrgSummaries } from '../orgs/org-summaries';
import { loadSessionSettings } from '../orgs/orgs.service';
import { finishSignUpWizard, signUpOrg } from './signup.service';

const tags = ['sign-up'];

/** Organization sign-up and the in-app sign-up wizard (under /api). */
export async function signUpRoutes(app: App, { db, secrets, clock }: AppContext): Promise<void> {
  app.post('/orgs/sign-up', { schema: { tags, body: orgSignUpBodySchema, response: { 200: orgListSchema } } }, async (request) => {
    const identity = requireIdentity(request, secrets.tokens, { personal: true });
    const { orgId } = await signUpOrg(db, identity, request.body, clock.now());
    const created = await findOrgSummaries(db, { identity, all: false }, { orgId, limit: 1 });
    return { results: created.rows };
  });

  app.post(
    '/orgs/:orgId/sign-up-wizard',
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        body: signUpWizardBodySchema,
        response: { 200: signUpWizardAnswerSchema },
      },
    },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const need = { mode: 'write', permission: 'manage_subscription' } as const;
      const result = await withOrg(db, identity, request.params.orgId, need, async (trx, access) => {
        await finishSignUpWizard(trx, access, request.body);
        return loadSessionSettings(trx, access);
      });
      return { result };
    },
  );
}
