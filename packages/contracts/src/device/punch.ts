import { z } from 'zod';
import { credentialWarningSchema } from './credentials';
import { healthCheckSchema } from './health';
import {
  deviceIdSchema as id,
  deviceInstantSchema as instant,
  deviceWorkerSchema,
  identificationSchema,
  photoSchema,
} from './identification';

// Who is at the clock, a punch and a missed punch request (device API identify, punches and
// missed-punch-requests, docs/device-api.md).

const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).optional().describe('Metres.'),
});
export type PunchLocation = z.infer<typeof locationSchema>;

const costingSchema = z
  .object({
    jobLabel: id.nullable().optional(),
    jobCategory: id.nullable().optional(),
    job: id.nullable().optional(),
    jobPhase: id.nullable().optional(),
    costCode: id.nullable().optional(),
    costingIsPartial: z.boolean().optional(),
  })
  .describe('What the time is worked on (SPEC section 3 Costing selection); ids, null or absent when not chosen.');
export type CostingInput = z.infer<typeof costingSchema>;
/** What a clock lets the worker choose: a job, phase and cost code, each null when not chosen. */
export type CostingChoice = Required<Pick<CostingInput, 'job' | 'jobPhase' | 'costCode'>>;

export const punchBodySchema = z.object({
  clientId: z.uuid().describe('Made on the device for this punch; resend the same one on every retry.'),
  type: z.enum(['in', 'out', 'auto']).describe('auto: IN when the worker is clocked out, else OUT.'),
  at: instant.describe("The device's clock at the moment of the punch."),
  offline: z.boolean().optional().describe('True when the punch was taken without network and is sent later.'),
  identification: identificationSchema,
  location: locationSchema.optional(),
  costing: costingSchema.optional(),
  punchCodeId: id.optional(),
  photo: photoSchema
    .optional()
    .describe('A photo taken with the punch (base64 JPEG of at most 300 KB), when the clock defaults ask for photo capture.'),
  healthCheck: healthCheckSchema.optional(),
  resolution: z
    .enum(['clock_out', 'missed_out'])
    .optional()
    .describe(
      'After a still_clocked_in answer: clock_out records an OUT instead; missed_out records the IN and leaves the earlier IN unpaired.',
    ),
});
export type PunchBody = z.infer<typeof punchBodySchema>;

export const identifyBodySchema = z.object({ identification: identificationSchema });

const costingMode = z.enum(['none', 'optional', 'require']);
const costingOptionsSchema = z
  .object({
    jobs: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        jobCategoryId: z.number().nullable(),
        jobPhaseMode: costingMode,
        costCodeMode: costingMode,
      }),
    ),
    jobPhases: z.array(z.object({ id: z.number(), name: z.string(), jobId: z.number().nullable(), jobCategoryId: z.number().nullable() })),
    costCodes: z.array(z.object({ id: z.number(), name: z.string(), jobId: z.number().nullable(), jobPhaseId: z.number().nullable() })),
  })
  .describe('The active jobs the worker may punch to (job access), with the phases and cost codes that may go with them.');
export type CostingOptions = z.infer<typeof costingOptionsSchema>;

/** Where the worker stands: part of the answers of identify and of a punch. */
const workerStandingSchema = z.object({
  employee: deviceWorkerSchema,
  clockedIn: z.boolean(),
  shiftStartedAt: z.string().nullable().describe('The open IN, when clocked in.'),
  todaySeconds: z.number().describe("Seconds between the worker's INs and OUTs today, up to now."),
});

export const identifyAnswerSchema = z.object({
  result: workerStandingSchema.extend({
    costingOptions: costingOptionsSchema.nullable().describe('When job costing is on and the clock asks for it (costingPrompt).'),
    healthQuestionnaireId: z
      .number()
      .nullable()
      .optional()
      .describe("The health questionnaire (of the config's) this worker answers at clock-in; null: none."),
  }),
});
export type IdentifyAnswer = z.infer<typeof identifyAnswerSchema>;
/** Where the worker stands, as identify answers it; a punch's answer has it without costingOptions. */
export type WorkerStatus = z.infer<typeof workerStandingSchema> &
  Partial<Pick<IdentifyAnswer['result'], 'costingOptions' | 'healthQuestionnaireId'>>;

export const punchAnswerSchema = z.object({
  result: workerStandingSchema.extend({
    punch: z.object({ id: z.number(), type: z.enum(['in', 'out']), at: z.string(), flags: z.array(z.string()) }),
    geo: z
      .object({
        verdict: z.enum(['inside', 'outside', 'unknown']),
        detail: z.string().nullable().describe('For a G punch (outside, unknown): why, in a sentence to show the worker as is.'),
      })
      .nullable()
      .describe("The punch against the clock's geo rules; null when none applies."),
    credentialWarnings: z
      .array(credentialWarningSchema)
      .optional()
      .describe('Required credentials the worker lacks, under a policy that warns (issue 35): the clock shows them as a step.'),
  }),
});
export type PunchAnswer = z.infer<typeof punchAnswerSchema>;
export type PunchResult = PunchAnswer['result'];

export const missedPunchBodySchema = z.object({
  clientId: z.uuid(),
  identification: identificationSchema,
  type: z.enum(['in', 'out']),
  at: instant.describe('When the worker says the missed punch should have been.'),
  note: z.string().trim().max(500).optional(),
  costing: costingSchema.optional(),
});
export type MissedPunchBody = z.infer<typeof missedPunchBodySchema>;

export const missedPunchAnswerSchema = z.object({
  result: z.object({ id: z.number(), type: z.enum(['in', 'out']), at: z.string(), state: z.enum(['pending', 'approved', 'rejected']) }),
});
