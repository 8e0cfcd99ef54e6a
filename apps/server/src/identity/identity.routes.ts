import type { App, AppContext } from '../http/context';
import { orgSettingsRoutes } from '../orgs/org-settings.routes';
import { signUpRoutes } from '../signup/signup.routes';
import { distributorsRoutes } from '../sudo/distributors.routes';
import { sudoRoutes } from '../sudo/sudo.routes';
import { orgAdminRoutes } from './org-admin.routes';
import { tokensRoutes } from './tokens.routes';

/** Identity, organizations and tenancy calls under /api beyond the session ones (docs/identity.md). */
export async function identityRoutes(app: App, ctx: AppContext): Promise<void> {
  await tokensRoutes(app, ctx);
  await orgAdminRoutes(app, ctx);
  await orgSettingsRoutes(app, ctx);
  await signUpRoutes(app, ctx);
  await sudoRoutes(app, ctx);
  await distributorsRoutes(app, ctx);
}
