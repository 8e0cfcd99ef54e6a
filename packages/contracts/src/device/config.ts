import { z } from 'zod';
import { configBriefingSchema } from './briefings';
import { clockQuestionnaireSchema } from './health';
import { deviceWorkerSchema, shortText } from './identification';

// Pairing a clock and what it shows and asks (device API pair and config, docs/device-api.md).

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
export type Pairing = z.infer<typeof pairAnswerSchema>['result'];

export const deviceFormatsSchema = z
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

const clockMethods = z.array(z.enum(['pin', 'nfc', 'qr', 'face']));

export const configAnswerSchema = z.object({
  result: z.object({
    organization: z.object({
      id: z.number(),
      name: z.string(),
      timeZone: z.string().describe("The device's zone, else the organization's."),
    }),
    device: z.object({ id: z.number(), name: z.string(), orgUnit: z.object({ id: z.number(), name: z.string() }).nullable() }),
    identificationMethods: clockMethods.describe('How workers may identify at this clock.'),
    defaults: z
      .object({
        identificationMethods: clockMethods,
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
    worker: deviceWorkerSchema.nullable().describe("A personal clock's worker."),
    formats: deviceFormatsSchema,
    healthQuestionnaires: z
      .array(clockQuestionnaireSchema)
      .optional()
      .describe('Active health questionnaires (issue 35), by name; which one a worker answers comes with identify.'),
    briefings: z
      .array(configBriefingSchema)
      .describe(
        'Active briefings that apply to every worker (issue 35), to show offline; empty when the organization does not use briefings.',
      ),
  }),
});
export type ClockConfig = z.infer<typeof configAnswerSchema>['result'];
export type ClockMethod = ClockConfig['identificationMethods'][number];
export type DeviceFormats = ClockConfig['formats'];
export type PunchCode = ClockConfig['punchCodes'][number];
