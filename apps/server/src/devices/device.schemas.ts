import { z } from 'zod';

// The device API's requests and answers (docs/device-api.md), in the OpenAPI document under `device`.

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 53);
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant with its offset, like 2026-11-23T07:02:00Z.' });
const shortText = (max: number) => z.string().trim().min(1).max(max);

export const pairBodySchema = z.object({
  code: z.string().min(1).max(40).describe('The pairing code shown in Settings → Devices; case, spaces and dashes do not matter.'),
  name: shortText(100).optional().describe('A name for the device; the name given in the console is kept when absent.'),
  appVersion: shortText(40).optional().describe('The clock app version, like 3.1.0.'),
  platform: z
    .enum(['android', 'ios', 'web', 'kiosk', 'other'])
    .optional()
    .describe('web is our web clock; ios and android are phones and tablets.'),
});

export const pairAnswerSchema = z.object({
  result: z.object({
    token: z.string().describe('The device token: send it as `Authorization: Device <token>` on every other call. It is shown once.'),
    device: z.object({ id: z.number(), name: z.string(), orgId: z.number(), orgName: z.string(), timeZone: z.string() }),
  }),
});

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
const photoSchema = z
  .string()
  .max(MAX_PHOTO_CHARS, { error: 'must be a JPEG of at most 300 KB.' })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64.' });

const faceSchema = z.object({
  status: z.enum(['ok', 'failed', 'unverified', 'no_match', 'multiple']),
  reason: z.enum(FACE_REASONS).optional().describe('Why a match failed, when the clock knows (shown to supervisors).'),
  score: z.number().min(0).max(1).optional(),
  liveness: z.number().min(0).max(1).optional(),
  matches: z
    .array(z.object({ employeeId: id, score: z.number().min(0).max(1) }))
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
  employeeId: id.optional().describe('Face: the worker the clock matched (else the best of face.matches).'),
  face: faceSchema.optional(),
});
export type Identification = z.infer<typeof identificationSchema>;

const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).optional().describe('Metres.'),
});

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
  resolution: z
    .enum(['clock_out', 'missed_out'])
    .optional()
    .describe(
      'After a still_clocked_in answer: clock_out records an OUT instead; missed_out records the IN and leaves the earlier IN unpaired.',
    ),
});
export type PunchBody = z.infer<typeof punchBodySchema>;

const workerSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });

const formatsSchema = z
  .object({
    dateFormat: z.enum(['mdy', 'dmy', 'ymd']),
    fourDigitYear: z.boolean(),
    dateSeparator: z.string(),
    dayOfWeek: z.enum(['afterdate', 'beforedate', 'none']),
    timeFormat: z.union([z.literal(12), z.literal(24)]),
    durationFormat: z.enum(['minute', 'decimal', 'hundredth']),
    zeroDurationBlank: z.boolean(),
    nameFormat: z.enum(['lastfirst', 'firstlast']),
    displayMiddleName: z.enum(['full', 'initial']).nullable(),
  })
  .describe("The organization's format preferences: how the clock shows names, dates, times and durations.");

export const identifyBodySchema = z.object({ identification: identificationSchema });

const costingOptionsSchema = z
  .object({
    jobs: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        jobCategoryId: z.number().nullable(),
        jobPhaseMode: z.enum(['none', 'optional', 'require']),
        costCodeMode: z.enum(['none', 'optional', 'require']),
      }),
    ),
    jobPhases: z.array(z.object({ id: z.number(), name: z.string(), jobId: z.number().nullable(), jobCategoryId: z.number().nullable() })),
    costCodes: z.array(z.object({ id: z.number(), name: z.string(), jobId: z.number().nullable(), jobPhaseId: z.number().nullable() })),
  })
  .describe('The active jobs the worker may punch to (job access), with the phases and cost codes that may go with them.');

export const identifyAnswerSchema = z.object({
  result: z.object({
    employee: workerSchema,
    clockedIn: z.boolean(),
    shiftStartedAt: z.string().nullable().describe('The open IN, when clocked in.'),
    todaySeconds: z.number().describe("Seconds between the worker's INs and OUTs today, up to now."),
    costingOptions: costingOptionsSchema.nullable().describe('When job costing is on and the clock asks for it (costingPrompt).'),
  }),
});
export type IdentifyAnswer = z.infer<typeof identifyAnswerSchema>;

export const punchAnswerSchema = z.object({
  result: z.object({
    punch: z.object({ id: z.number(), type: z.enum(['in', 'out']), at: z.string(), flags: z.array(z.string()) }),
    employee: workerSchema,
    clockedIn: z.boolean(),
    shiftStartedAt: z.string().nullable(),
    todaySeconds: z.number(),
    geo: z
      .object({
        verdict: z.enum(['inside', 'outside', 'unknown']),
        detail: z.string().nullable().describe('For a G punch (outside, unknown): why, in a sentence to show the worker as is.'),
      })
      .nullable()
      .describe("The punch against the clock's geo rules; null when none applies."),
  }),
});
export type PunchAnswer = z.infer<typeof punchAnswerSchema>;

export const missedPunchBodySchema = z.object({
  clientId: z.uuid(),
  identification: identificationSchema,
  type: z.enum(['in', 'out']),
  at: instant.describe('When the worker says the missed punch should have been.'),
  note: z.string().trim().max(500).optional(),
  costing: costingSchema.optional(),
});

export const missedPunchAnswerSchema = z.object({
  result: z.object({ id: z.number(), type: z.enum(['in', 'out']), at: z.string(), state: z.enum(['pending', 'approved', 'rejected']) }),
});

const geoRuleSchema = z.union([
  z.object({
    id: z.number(),
    name: z.string(),
    shape: z.literal('circle'),
    latitude: z.number(),
    longitude: z.number(),
    radiusM: z.number(),
  }),
  z.object({ id: z.number(), name: z.string(), shape: z.literal('polygon'), polygon: z.array(z.tuple([z.number(), z.number()])) }),
]);

export const configAnswerSchema = z.object({
  result: z.object({
    organization: z.object({
      id: z.number(),
      name: z.string(),
      timeZone: z.string().describe("The device's zone, else the organization's."),
    }),
    device: z.object({ id: z.number(), name: z.string(), orgUnit: z.object({ id: z.number(), name: z.string() }).nullable() }),
    identificationMethods: z.array(z.enum(['pin', 'nfc', 'qr', 'face'])).describe('How workers may identify at this clock.'),
    defaults: z
      .object({
        identificationMethods: z.array(z.enum(['pin', 'nfc', 'qr', 'face'])),
        photoCapture: z.boolean().describe('Take a photo with each punch.'),
        faceMatchThreshold: z.number().describe('The score from which a face match counts (0.5 to 0.99).'),
        offlinePunchingAllowed: z.boolean().describe('Keep punches taken without network and send them later.'),
        offlinePunchMaxDays: z
          .number()
          .describe(
            'A punch whose time is more days ago than this when it arrives is refused (device_time_too_old): drop it from the queue.',
          ),
        punchCodePrompt: z.boolean().describe('Ask for a punch code at each punch.'),
        costingPrompt: z.boolean().describe('Ask what the time is worked on at each IN.'),
        personalClocksAllowed: z.boolean().describe("Workers' own phones may be their clocks."),
      })
      .describe('The clock defaults of Settings → Devices.'),
    punchCodeMode: z.enum(['disabled', 'optional', 'required']),
    punchCodes: z
      .array(z.object({ id: z.number(), name: z.string(), type: z.enum(['in', 'out', 'both']) }))
      .describe('Active codes, by name.'),
    costing: z.object({ enabled: z.boolean(), costingMode: z.enum(['basic', 'enhanced']), jobRequired: z.boolean() }),
    geoRules: z.array(geoRuleSchema).describe("Active geo rules of the device's org unit, to tell workers where they may punch."),
    enableSubmitMissedPunch: z.boolean(),
    mode: z
      .enum(['kiosk', 'personal'])
      .describe("kiosk: a shared clock where workers identify; personal: a worker's own clock, identification `personal`."),
    worker: workerSchema.nullable().describe("A personal clock's worker."),
    formats: formatsSchema,
  }),
});
