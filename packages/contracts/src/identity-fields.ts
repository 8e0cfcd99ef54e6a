import { isTimeZone } from '@punchline/domain';
import { z } from 'zod';
import { requiredMessage } from './errors';

// Field schemas shared by the identity requests, with the console's form messages (SPEC section 5).

export const emailField = (attribute = 'Email') =>
  z
    .string({ error: requiredMessage(attribute) })
    .trim()
    .min(1, { error: requiredMessage(attribute) })
    .max(320, { error: 'no more than 320 characters.' })
    .pipe(z.email({ error: 'must be a valid email address.' }));

export const newPasswordField = (attribute = 'Password') =>
  z
    .string({ error: requiredMessage(attribute) })
    .min(10, { error: 'at least 10 characters.' })
    .max(1024, { error: 'no more than 1024 characters.' });

export const nameField = (attribute = 'Name') =>
  z
    .string({ error: requiredMessage(attribute) })
    .trim()
    .min(1, { error: requiredMessage(attribute) })
    .max(200, { error: 'no more than 200 characters.' });

/** A one-time token from a mailed link (opaque, URL-safe). */
export const mailTokenField = z
  .string({ error: requiredMessage('Token') })
  .trim()
  .min(1, { error: requiredMessage('Token') })
  .max(200, { error: 'no more than 200 characters.' });

/** A six-digit code from an authenticator app; spaces are ignored. */
export const totpCodeField = z
  .string({ error: requiredMessage('Code') })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code from your authenticator app.' }));

/** An IANA time zone name known to this runtime (Intl). */
export const timeZoneField = z
  .string({ error: requiredMessage('Time zone') })
  .trim()
  .min(1, { error: requiredMessage('Time zone') })
  .refine(isTimeZone, { error: 'must be a valid time zone.' });

export const listQueryFields = {
  searchText: z.string().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
};

/** `{result: {...}}` save responses (SPEC section 3 List responses). */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });
