import { z } from 'zod';
import { deviceIdSchema, workerBodySchema } from './identification';

// Credentials at the clock (issue 35, docs/device-api.md section 13): the warnings of a punch, the
// worker's problems shown before a clock-in, and a photo of a document taken at the clock.

/** A required credential the worker lacks, as the clock shows it before or after the punch. */
export const credentialWarningSchema = z.object({
  typeName: z.string(),
  status: z.enum(['missing', 'expired']),
  text: z.string().describe('A sentence to show the worker as is.'),
  jobOnly: z
    .boolean()
    .optional()
    .describe(
      "Only a policy of the punch's job asks for it: a clock that showed the worker's problems before the punch shows only these after it.",
    ),
});
export type CredentialWarning = z.infer<typeof credentialWarningSchema>;

export const credentialProblemsBodySchema = workerBodySchema.extend({
  job: deviceIdSchema
    .nullable()
    .optional()
    .describe('The job the worker will clock in to, when the clock knows it: its policies count too.'),
});

export const credentialProblemSchema = z.object({
  typeId: z.number(),
  typeName: z.string(),
  status: z.enum(['missing', 'expired']),
  text: z.string().describe('A sentence to show the worker as is.'),
  action: z.enum(['warn', 'refuse']).describe('refuse: the clock-in will be refused; warn: it will be kept.'),
  photoAllowed: z.boolean().describe('The worker may photograph the document here (POST credentials/photo).'),
});
export type CredentialProblem = z.infer<typeof credentialProblemSchema>;

export const credentialProblemsAnswerSchema = z.object({
  result: z.object({
    problems: z.array(credentialProblemSchema),
    photoMaxBytes: z
      .number()
      .describe("The largest JPEG credentials/photo takes (the organization's document size limit, at most 600 KB)."),
  }),
});

/** A document photo: at most 600 KB of JPEG, so its JSON body stays under the device API's 1 MiB. */
export const DOCUMENT_PHOTO_MAX_BYTES = 600_000;
const MAX_CHARS = Math.ceil(DOCUMENT_PHOTO_MAX_BYTES / 3) * 4;

export const credentialPhotoBodySchema = credentialProblemsBodySchema.extend({
  typeId: deviceIdSchema.describe('The credential type the document is for: one of the problems with photoAllowed.'),
  photo: z
    .string()
    .min(4)
    .max(MAX_CHARS, { error: 'must be a JPEG of at most 600 KB.' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64.' })
    .describe('The JPEG, base64.'),
});

export const credentialPhotoAnswerSchema = z.object({
  result: z.object({ id: z.number(), name: z.string(), size: z.number(), uploadedAt: z.string() }),
});
