import { z } from 'zod';

export const ACTOR_TYPES = ['user', 'delegate', 'sudo'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/** What an audit event shows of a sensitive value. */
export const MASKED = '********';

const ref = z.object({ kind: z.string(), id: z.number().int() });

/** One change to a record. `changes` holds only the fields that changed: before is null on
 *  create, after is null on delete; sensitive values are MASKED. */
export const auditEventSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.object({ type: z.enum(ACTOR_TYPES), id: z.number().int(), name: z.string().nullable() }),
    affected: ref,
    changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
    associated: z.array(ref),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * GET audit: the audit report's view filter (actor {type,id}, affected {kind,id}, associated
 * {kind,id}) as flat parameters; any combination narrows the list. Newest first.
 */
export const auditQuerySchema = z.object({
  actorType: z.enum(ACTOR_TYPES).optional(),
  actorId: z.coerce.number().int().positive().optional(),
  affectedKind: z.string().max(60).optional(),
  affectedId: z.coerce.number().int().positive().optional(),
  associatedKind: z.string().max(60).optional(),
  associatedId: z.coerce.number().int().positive().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(25),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  results: z.array(auditEventSchema),
  cursor: z.string().optional(),
  supplementalData: z.record(z.string(), z.unknown()),
});
