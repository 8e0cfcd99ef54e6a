import { z } from 'zod';
import { requiredMessage } from './errors';

/** POST /api/create-org-access-token?orgId=: body token is an identity (or delegate) token. */
export const orgAccessTokenQuerySchema = z.object({
  orgId: z.coerce.number({ error: 'Can not make request without organization ID' }).int().positive(),
});
export const orgAccessTokenBodySchema = z
  .object({ token: z.string({ error: requiredMessage('Token') }).min(1, { error: requiredMessage('Token') }) })
  .meta({ id: 'OrgAccessTokenBody' });
export type OrgAccessTokenBody = z.infer<typeof orgAccessTokenBodySchema>;

/** The org-access JWT (claims: sub user id, org, ou org user id, perms) and its expiry (epoch s). */
export const orgAccessTokenSchema = z.object({ jwt: z.string(), expiresAt: z.number().int() }).meta({ id: 'OrgAccessToken' });
export type OrgAccessToken = z.infer<typeof orgAccessTokenSchema>;

/** POST /api/create-safe-only-jwt[?orgId=]: a token that only admits GET/HEAD (links, downloads). */
export const safeOnlyQuerySchema = z.object({ orgId: z.coerce.number().int().positive().optional() });
export const safeOnlyTokenSchema = z.object({ token: z.string(), expiresAt: z.number().int() }).meta({ id: 'SafeOnlyToken' });
export type SafeOnlyToken = z.infer<typeof safeOnlyTokenSchema>;

/** POST /api/orgs/{orgId}/delegate-tokens: act as one org user of this organization. */
export const delegateTokenBodySchema = z
  .object({
    orgUserId: z
      .number({ error: requiredMessage('Org user') })
      .int()
      .positive(),
  })
  .meta({ id: 'DelegateTokenBody' });
export type DelegateTokenBody = z.infer<typeof delegateTokenBodySchema>;

export const delegateTokenSchema = z
  .object({
    result: z.object({
      token: z.string(),
      expiresAt: z.number().int(),
      orgId: z.number().int(),
      orgUserId: z.number().int(),
      userName: z.string(),
      emailAddress: z.string(),
    }),
  })
  .meta({ id: 'DelegateToken' });
export type DelegateToken = z.infer<typeof delegateTokenSchema>;
