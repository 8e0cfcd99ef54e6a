import { z } from 'zod';
import { requiredMessage } from './errors';

export const signInBodySchema = z
  .object({
    email: z
      .string({ error: requiredMessage('Email') })
      .trim()
      .min(1, { error: requiredMessage('Email') })
      .max(320),
    password: z
      .string({ error: requiredMessage('Password') })
      .min(1, { error: requiredMessage('Password') })
      .max(1024),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signInResultSchema = z.object({ result: z.object({ userId: z.number().int() }) });

/** Identity token made from the session cookie; the console sends it as `Authorization: Bearer`. */
export const sessionTokenSchema = z.object({ token: z.string(), expiresAt: z.number().int() }).meta({ id: 'SessionToken' });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: requiredMessage('Current password') }).min(1, { error: requiredMessage('Current password') }),
    newPassword: z
      .string({ error: requiredMessage('New password') })
      .min(10, { error: 'at least 10 characters.' })
      .max(1024, { error: 'no more than 1024 characters.' }),
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** POST /auth/change-password: whose password changed. */
export const changePasswordAnswerSchema = z.object({ result: z.object({ userId: z.number() }) });

/** GET /auth/logout (a plain navigation from the console): ends the session and redirects to sign-in. */
export const logoutQuerySchema = z.object({ next: z.string().optional() });
