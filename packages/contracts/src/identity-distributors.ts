import { FEATURES } from '@punchline/domain';
import { z } from 'zod';
import { nameField } from './identity-fields';

/** A list of feature names (SPEC section 6), each known and given once. */
export const featureListSchema = z
  .array(z.enum(FEATURES, { error: 'is not a known feature.' }))
  .max(FEATURES.length)
  .refine((list) => new Set(list).size === list.length, { error: 'names a feature twice.' });

/** A white-label partner: its organizations show its console name and logo. trialFeatures: what
 *  the trial of an organization signed up by its people starts with; null = every feature. */
export const distributorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    consoleName: z.string(),
    logoUrl: z.string().nullable(),
    trialFeatures: z.array(z.enum(FEATURES)).nullable(),
  })
  .meta({ id: 'Distributor' });
export type Distributor = z.infer<typeof distributorSchema>;

export const distributorBodySchema = z
  .object({
    name: nameField(),
    consoleName: nameField('Console name'),
    logoUrl: z
      .url({ error: 'must be a valid URL.', protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .default(null),
    // Left out: unchanged on a save, every feature on a new distributor.
    trialFeatures: featureListSchema.nullable().optional(),
  })
  .meta({ id: 'DistributorBody' });
export type DistributorBody = z.input<typeof distributorBodySchema>;

export const distributorListSchema = z.object({ results: z.array(distributorSchema) }).meta({ id: 'DistributorList' });

/** PUT /api/admin/orgs/{orgId}/distributor (app admins): null makes the organization direct. */
export const orgDistributorBodySchema = z
  .object({ distributorId: z.number().int().positive().nullable() })
  .meta({ id: 'OrgDistributorBody' });

/** PUT /api/admin/users/{id}/distributor (app admins): partner membership and admin flag. */
export const userDistributorBodySchema = z
  .object({ distributorId: z.number().int().positive().nullable(), isDistributorAdmin: z.boolean().default(false) })
  .meta({ id: 'UserDistributorBody' });

export const distributorAnswerSchema = z.object({ result: distributorSchema });
/** What PUT admin/orgs/{orgId}/distributor set. */
export const orgDistributorAnswerSchema = z.object({ result: z.object({ orgId: z.number(), distributorId: z.number().nullable() }) });
/** What PUT admin/users/{id}/distributor set. */
export const userDistributorAnswerSchema = z.object({
  result: z.object({ userId: z.number(), distributorId: z.number().nullable(), isDistributorAdmin: z.boolean() }),
});
