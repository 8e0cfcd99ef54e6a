import { z } from 'zod';

// Who is at the clock: how a worker identifies, sent with identify, punches, missed punch
// requests, schedule and time off calls (docs/device-api.md).

export const deviceIdSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 53);
export const deviceInstantSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 instant with its offset, like 2026-11-23T07:02:00Z.',
});
export const shortText = (max: number) => z.string().trim().min(1).max(max);

export const FACE_REASONS = [
  'bad_lighting',
  'bad_pose',
  'bad_sharpness',
  'no_face',
  'face_not_clear',
  'low_liveness',
  'low_confidence',
] as const;

// A face photo as base64 of at most 300 KB of JPEG (4 characters per 3 bytes).
const MAX_PHOTO_CHARS = Math.ceil((300 * 1024) / 3) * 4;
export const photoSchema = z
  .string()
  .max(MAX_PHOTO_CHARS, { error: 'must be a JPEG of at most 300 KB.' })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64.' });

const faceSchema = z.object({
  status: z.enum(['ok', 'failed', 'unverified', 'no_match', 'multiple']),
  reason: z.enum(FACE_REASONS).optional().describe('Why a match failed, when the clock knows (shown to supervisors).'),
  score: z.number().min(0).max(1).optional(),
  liveness: z.number().min(0).max(1).optional(),
  matches: z
    .array(z.object({ employeeId: deviceIdSchema, score: z.number().min(0).max(1) }))
    .max(10)
    .optional(),
  photo: photoSchema.optional(),
});

export const identificationSchema = z.object({
  method: z
    .enum(['pin', 'nfc', 'qr', 'face', 'personal'])
    .describe("personal: a personal clock (a worker's own phone) punching for its worker; nothing else is sent."),
  pin: z
    .string()
    .regex(/^[0-9]{1,64}$/, { error: 'must be digits.' })
    .optional(),
  tag: shortText(100).optional().describe('The NFC tag id read by the clock.'),
  badge: shortText(200).optional().describe('The QR badge code read by the clock.'),
  employeeId: deviceIdSchema.optional().describe('Face: the worker the clock matched (else the best of face.matches).'),
  face: faceSchema.optional(),
});
export type Identification = z.infer<typeof identificationSchema>;

/** Every worker call's body: the identification, as a punch sends it (a PIN never travels in a URL). */
export const workerBodySchema = z.object({ identification: identificationSchema });

export const deviceWorkerSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export type DeviceWorker = z.infer<typeof deviceWorkerSchema>;

/** What a device API call answers on success: the `result` of its answer schema. */
export type ResultOf<Answer extends z.ZodType<{ result: unknown }>> = z.output<Answer>['result'];
/** What a device API call takes: its body schema's input (defaults may be left out). */
export type BodyOf<Body extends z.ZodType> = z.input<Body>;
